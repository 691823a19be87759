/**
 * The browser's side of web push, for tests: a subscription's keys (a P-256 pair and an auth
 * secret), decryption of an aes128gcm payload (RFC 8291 over RFC 8188), and the check of a VAPID
 * Authorization header (RFC 8292: an ES256 JWT and the key it must verify with). Written from the
 * RFCs with node:crypto only, so a test cannot pass by sharing the server's library.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import * as v from 'valibot';

export interface BrowserKeys {
  /** What the browser registers: `{endpoint, keys: {p256dh, auth}}` (base64url). */
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, ...parts: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of parts) mac.update(part);
  return mac.digest();
};
const text = (value: string) => Buffer.from(value, 'latin1');
const ONE = Buffer.from([1]);
const ZERO = Buffer.from([0]);

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body: Buffer): string {
      // RFC 8188 header: salt(16) | rs(4) | idlen(1) | keyid(idlen) — keyid is the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 §3.3–3.4: the input keying material from the ECDH secret and the auth secret.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const prkKey = hmac(authSecret, ecdhSecret);
      const keyInfo = Buffer.concat([text('WebPush: info'), ZERO, uaPublic, asPublic]);
      const ikm = hmac(prkKey, keyInfo, ONE);
      // RFC 8188 §2.2–2.3: content key and nonce from the salt.
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, text('Content-Encoding: aes128gcm'), ZERO, ONE).subarray(0, 16);
      const nonce = hmac(prk, text('Content-Encoding: nonce'), ZERO, ONE).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not the last record: no 0x02 delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

const JwtHeaderSchema = v.object({ alg: v.literal('ES256'), typ: v.literal('JWT') });
const VapidClaimsSchema = v.object({ aud: v.string(), exp: v.number(), sub: v.string() });
export type VapidClaims = v.InferOutput<typeof VapidClaimsSchema>;
const fromJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: the key is the one expected, and the JWT
 * is ES256-signed by it. Answers the claims; throws on any mismatch.
 */
export function verifyVapid(header: string | undefined, expectedPublicKey: string): VapidClaims {
  const match = header?.match(/^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/);
  const [, head, claims, signature, key] = match ?? [];
  if (!head || !claims || !signature || !key) throw new Error(`not a VAPID Authorization header: ${header}`);
  if (key !== expectedPublicKey) throw new Error('signed with another key than the server’s');
  v.parse(JwtHeaderSchema, fromJson(head));
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID JWT signature does not verify');
  return v.parse(VapidClaimsSchema, fromJson(claims));
}
