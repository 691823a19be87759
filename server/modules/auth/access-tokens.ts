/**
 * Short-lived signed access tokens (HS256 JWT). The secret never leaves the config. Each names its
 * session (`sid`), so ending the session stops the token before it expires (authenticate.ts).
 *
 * Signed and checked with node:crypto, synchronously: every API request verifies one, and Web
 * Crypto's key import + async HMAC per request was ~9 % of the server's thread under load. The
 * tokens are the ones hono/jwt made (same header, same encoding), so tokens in flight stay valid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { ACCESS_TOKEN_TTL_SECONDS } from '#contract/limits';
import { PLATFORM_ROLES, type PlatformRole } from '#contract/users';

export interface AccessClaims {
  userId: string;
  role: PlatformRole;
  sessionId: string;
}

/**
 * What a token must carry to be read at all. A token without `sid` was issued before sessions were
 * checked: it is refused like an expired one, and the client refreshes.
 */
const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.uuid()),
  sid: v.pipe(v.string(), v.uuid()),
  role: v.picklist(PLATFORM_ROLES),
  exp: v.number(),
});

/** The only header this server signs, and so the only one it accepts (no `alg` or `crit` games). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (signed: string, secret: string) =>
  createHmac('sha256', secret).update(signed).digest('base64url');

export function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = Buffer.from(
    JSON.stringify({
      sub: claims.userId,
      sid: claims.sessionId,
      role: claims.role,
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    }),
  ).toString('base64url');
  const signed = `${HEADER}.${payload}`;
  return Promise.resolve(`${signed}.${signature(signed, secret)}`);
}

/** The payload of a token whose header is ours and whose signature matches, else null. */
function signedPayload(token: string, secret: string): unknown {
  const [header, payload, given, ...rest] = token.split('.');
  if (header !== HEADER || payload === undefined || given === undefined || rest.length > 0) return null;
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const presented = Buffer.from(given);
  // Compared as the text we would have written: no padding, no other alphabet, in constant time.
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** Null for anything not a valid, unexpired token with well-formed claims; expiry is by the app clock. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const claims = v.safeParse(ClaimsSchema, signedPayload(token, secret));
    if (!claims.success || claims.output.exp * 1000 <= now.getTime()) return null;
    return { userId: claims.output.sub, role: claims.output.role, sessionId: claims.output.sid };
  } catch {
    return null;
  }
}
