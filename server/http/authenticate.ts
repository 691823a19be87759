/** Resolves the bearer token to a user for every /api request. Routes decide whether one is required. */
import type { MiddlewareHandler } from 'hono';
import { verifyAccessToken } from '../modules/auth/access-tokens';
import { findSessionUser } from '../modules/auth/sessions';
import type { AppEnv } from './context';

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (token) {
    const deps = c.get('deps');
    const claims = await verifyAccessToken(token, deps.config.jwtSecret, deps.now());
    if (claims) {
      // One read on every request, on every instance: an ended session, a removed account or a
      // changed role takes effect at once, not when the token expires.
      const user = await findSessionUser(deps.database.db, claims.sessionId, claims.userId, deps.now());
      if (user) {
        c.set('user', user);
        c.set('sessionId', claims.sessionId);
      }
    }
  }
  await next();
};
