/** Resolves the bearer token to a user for every /api request. Routes decide whether one is required. */
import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { users } from '../db/schema/index';
import { verifyAccessToken } from '../modules/auth/access-tokens';
import type { AppEnv } from './context';

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (token) {
    const deps = c.get('deps');
    const claims = await verifyAccessToken(token, deps.config.jwtSecret, deps.now());
    if (claims) {
      // Looked up on every request so a removed account or a changed role takes effect at once.
      const [row] = await deps.database.db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(and(eq(users.id, claims.userId), isNull(users.deletedAt)));
      if (row) c.set('user', row);
    }
  }
  await next();
};
