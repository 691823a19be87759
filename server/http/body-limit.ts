/**
 * Request body limits: the JSON limit for every /api route, and a route's own limit where it
 * declares one (uploads), so a larger limit for one route never loosens the others.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_LIMIT_BYTES } from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import type { AppEnv } from './context';
import { AppError } from './errors';
import type { RouteDef } from './route';

function limited(maxBytes: number, message: string): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(413, 'payload_too_large', message);
    },
  });
  return async (c, next) => {
    let passed = false;
    try {
      return await limit(c, async () => {
        passed = true;
        await next();
      });
    } catch (error) {
      // Reading a body without a length can fail when the client goes away mid-way: that is an
      // incomplete request (400), not a fault of ours. Errors from the route itself pass unchanged.
      if (passed || error instanceof AppError) throw error;
      throw new AppError(400, 'validation_failed', MESSAGES.bodyUnreadable);
    }
  };
}

const routePattern = (path: string) =>
  new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

export function bodyLimits(routes: RouteDef[]): MiddlewareHandler<AppEnv> {
  const fallback = limited(JSON_BODY_LIMIT_BYTES, MESSAGES.payloadTooLarge);
  const own = routes.flatMap(({ spec }) =>
    spec.bodyLimit
      ? [
          {
            method: spec.method.toUpperCase(),
            pattern: routePattern(spec.path),
            limit: limited(spec.bodyLimit.maxBytes, spec.bodyLimit.message),
          },
        ]
      : [],
  );
  return (c, next) => {
    const match = own.find((route) => route.method === c.req.method && route.pattern.test(c.req.path));
    return (match?.limit ?? fallback)(c, next);
  };
}
