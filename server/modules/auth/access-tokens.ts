/**
 * Short-lived signed access tokens (HS256 JWT). The secret never leaves the config. Each names its
 * session (`sid`), so ending the session stops the token before it expires (authenticate.ts).
 */
import { sign, verify } from 'hono/jwt';
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

export function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return sign(
    {
      sub: claims.userId,
      sid: claims.sessionId,
      role: claims.role,
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    },
    secret,
    'HS256',
  );
}

/** Null for anything not a valid, unexpired token with well-formed claims; expiry is by the app clock. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
    const claims = v.safeParse(ClaimsSchema, payload);
    if (!claims.success || claims.output.exp * 1000 <= now.getTime()) return null;
    return { userId: claims.output.sub, role: claims.output.role, sessionId: claims.output.sid };
  } catch {
    return null;
  }
}
