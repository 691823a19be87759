/**
 * The server's VAPID identity (RFC 8292): the key pair push services check our requests against.
 * From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else made once into `<DATA_DIR>/vapid-keys.json`
 * (like the dev JWT secret), so subscriptions keep working across restarts. The private key is a
 * secret: never logged.
 */
import { createECDH } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 public point (65 bytes): what browsers subscribe with. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
  /** Who push services may contact about our traffic: a mailto: or https: URL. */
  subject: string;
}

type Env = Record<string, string | undefined>;

const bytes = (text: string) => Buffer.from(text, 'base64url').length;

function checked(keys: { publicKey: string; privateKey: string }, where: string) {
  if (bytes(keys.publicKey) !== 65 || bytes(keys.privateKey) !== 32) {
    throw new Error(`${where}: a VAPID key pair is a 65-byte public and a 32-byte private key, base64url`);
  }
  return keys;
}

/**
 * A P-256 private scalar as the 32 bytes VAPID expects. Node's `getPrivateKey()` drops the
 * scalar's leading zero bytes, so about one key in 256 came out 31 bytes long: that server then
 * refused to start, with its own stored keys, every time.
 */
export function scalar32(key: Buffer): Buffer {
  return key.length >= 32 ? key : Buffer.concat([Buffer.alloc(32 - key.length), key]);
}

export function generatedVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: scalar32(ecdh.getPrivateKey()).toString('base64url'),
  };
}

/**
 * Reads the stored pair, or makes one. Created whole or not at all (a temp file hard-linked into
 * place): processes starting together on one folder all end up with the first one's keys.
 */
function storedKeys(dataDir: string) {
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, JSON.stringify(generatedVapidKeys()), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temp);
    }
  }
  const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    typeof stored !== 'object' ||
    stored === null ||
    !('publicKey' in stored) ||
    !('privateKey' in stored) ||
    typeof stored.publicKey !== 'string' ||
    typeof stored.privateKey !== 'string'
  ) {
    throw new Error(`${file} is not a VAPID key pair; remove it to make a new one`);
  }
  // A pair stored before the scalar was padded may hold it without its leading zero bytes (one or
  // two of them, all but never more): the same key, padded. Anything shorter stays refused.
  const scalar = Buffer.from(stored.privateKey, 'base64url');
  const privateKey = scalar.length >= 30 ? scalar32(scalar).toString('base64url') : stored.privateKey;
  return checked({ publicKey: stored.publicKey, privateKey }, file);
}

/** 'Roadie <no-reply@roadie.example>' → 'mailto:no-reply@roadie.example'. */
function subjectFromMailFrom(mailFrom: string) {
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function vapidKeysOf(env: Env, dataDir: string, mailFrom: string): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const pair = publicKey && privateKey ? checked({ publicKey, privateKey }, 'VAPID_*') : storedKeys(dataDir);
  const subject = env.VAPID_SUBJECT || subjectFromMailFrom(mailFrom);
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https:// URL, got ${subject}`);
  return { ...pair, subject };
}
