/** Short-lived signed access tokens (HS256 JWT). The secret never leaves the config. */
import { sign, verify } from 'hono/jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '#contract/limits';
import { PLATFORM_ROLES, type PlatformRole } from '#contract/users';

export interface AccessClaims {
  userId: string;
  role: PlatformRole;
}

export function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return sign(
    { sub: claims.userId, role: claims.role, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS },
    secret,
    'HS256',
  );
}

/** Null for anything not a valid, unexpired token; expiry is checked against the app clock. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
    const exp = typeof payload.exp === 'number' ? payload.exp : 0;
    if (exp * 1000 <= now.getTime()) return null;
    const role = PLATFORM_ROLES.find((r) => r === payload.role);
    if (typeof payload.sub !== 'string' || !role) return null;
    return { userId: payload.sub, role };
  } catch {
    return null;
  }
}
