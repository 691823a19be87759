import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedVapidKeys, scalar32, vapidKeysOf } from '../../server/adapters/push/vapid-keys';

const MAIL_FROM = 'Roadie <no-reply@roadie.example>';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'roadie-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are made once into the data folder (owner-only) and read back on the next start', () => {
    const dir = dataDir();
    const first = vapidKeysOf({}, dir, MAIL_FROM);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:no-reply@roadie.example');
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeysOf({}, dir, MAIL_FROM)).toEqual(first);
  });

  it('come from VAPID_* when set (both or neither), with the subject checked', () => {
    const made = vapidKeysOf({}, dataDir(), MAIL_FROM);
    const env = { VAPID_PUBLIC_KEY: made.publicKey, VAPID_PRIVATE_KEY: made.privateKey };
    const dir = dataDir();
    expect(vapidKeysOf({ ...env, VAPID_SUBJECT: 'https://roadie.example' }, dir, MAIL_FROM)).toEqual({
      publicKey: made.publicKey,
      privateKey: made.privateKey,
      subject: 'https://roadie.example',
    });
    expect(() => vapidKeysOf({ VAPID_PUBLIC_KEY: made.publicKey }, dir, MAIL_FROM)).toThrow(/together/);
    expect(() => vapidKeysOf({ ...env, VAPID_PRIVATE_KEY: 'short' }, dir, MAIL_FROM)).toThrow(/32-byte/);
    expect(() => vapidKeysOf({ ...env, VAPID_SUBJECT: 'http://roadie.example' }, dir, MAIL_FROM)).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it('hold the private scalar as 32 bytes, its leading zero bytes kept (Node drops them: 1 key in 256)', () => {
    const short = Buffer.alloc(31, 7);
    expect(scalar32(short)).toEqual(Buffer.concat([Buffer.from([0]), short]));
    expect(scalar32(Buffer.alloc(32, 7))).toEqual(Buffer.alloc(32, 7));
    // 2,000 pairs: without the padding, some ~8 of them would be 31 bytes.
    const lengths = new Set(
      Array.from({ length: 2000 }, () => Buffer.from(generatedVapidKeys().privateKey, 'base64url').length),
    );
    expect([...lengths]).toEqual([32]);
  });

  it('read a pair stored with a 31-byte private key as the same key, padded, instead of refusing to start', () => {
    let ecdh = createECDH('prime256v1');
    do {
      ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
    } while (ecdh.getPrivateKey().length !== 31);
    const dir = dataDir();
    const stored = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: ecdh.getPrivateKey().toString('base64url'),
    };
    writeFileSync(join(dir, 'vapid-keys.json'), JSON.stringify(stored));
    const read = vapidKeysOf({}, dir, MAIL_FROM);
    const scalar = Buffer.from(read.privateKey, 'base64url');
    expect(scalar).toHaveLength(32);
    expect(scalar[0]).toBe(0);
    const again = createECDH('prime256v1');
    again.setPrivateKey(scalar);
    expect(again.getPublicKey().toString('base64url')).toBe(stored.publicKey);
    expect(read.publicKey).toBe(stored.publicKey);
  });
});
