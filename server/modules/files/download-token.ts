/**
 * Signed download tokens: `<fileId>.<userId>.<expiry, unix seconds>.<HMAC-SHA256>`. A token names the
 * file AND the person it was issued to, and works without the Authorization header (so the service
 * worker, <a href> and <img src> can fetch it). It is not a permission on its own: the download route
 * re-checks that this person may still read the file (consent withdrawn, tour left: refused), so a
 * link passed on or kept after access ends is worth nothing. The key is derived from JWT_SECRET for
 * this use alone, so a download token can never pass as, or be forged from, an access token. v2: the
 * unbound v1 tokens (no user) are refused. Never logged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'roadie:file-download:v2';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = new RegExp(`^(${UUID})\\.(${UUID})\\.(\\d{1,12})\\.([\\w-]{43})$`);

function signature(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export interface DownloadGrant {
  fileId: string;
  /** The person the link was issued to: the download is checked against what they may read now. */
  userId: string;
}

/** A token for `fileId`, issued to `userId`, valid until `expiresAt` (whole seconds; the returned date is exact). */
export function signDownloadToken(secret: string, grant: DownloadGrant, expiresAt: Date) {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const payload = `${grant.fileId}.${grant.userId}.${expiry}`;
  return { token: `${payload}.${signature(secret, payload)}`, expiresAt: new Date(expiry * 1000) };
}

/** The grant and expiry of a genuine, unexpired token; null for anything else (the caller answers 404). */
export function verifyDownloadToken(
  secret: string,
  token: string,
  now: Date,
): (DownloadGrant & { expiresAt: Date }) | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, fileId = '', userId = '', expiry = '0', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${fileId}.${userId}.${expiry}`));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  return expiresAt > now ? { fileId, userId, expiresAt } : null;
}
