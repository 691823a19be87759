/**
 * Signed download tokens: `<fileId>.<expiry, unix seconds>.<HMAC-SHA256>`. A token is the
 * permission to read one file until it expires, without the Authorization header (so the service
 * worker and <a href> can fetch it). The key is derived from JWT_SECRET for this use alone, so a
 * download token can never pass as, or be forged from, an access token. Never logged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'roadie:file-download:v1';
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([\w-]{43})$/;

function signature(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** A token for `fileId` valid until `expiresAt` (whole seconds; the returned date is the exact one). */
export function signDownloadToken(secret: string, fileId: string, expiresAt: Date) {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const payload = `${fileId}.${expiry}`;
  return { token: `${payload}.${signature(secret, payload)}`, expiresAt: new Date(expiry * 1000) };
}

/** The file id and expiry of a genuine, unexpired token; null for anything else (the caller answers 404). */
export function verifyDownloadToken(
  secret: string,
  token: string,
  now: Date,
): { fileId: string; expiresAt: Date } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, fileId = '', expiry = '0', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${fileId}.${expiry}`));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  return expiresAt > now ? { fileId, expiresAt } : null;
}
