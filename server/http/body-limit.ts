/**
 * Request body limits: the JSON limit for every /api route, and a route's own limit where it
 * declares one (uploads), so a larger limit for one route never loosens the others. A route that
 * streams its file part is counted as it is read, never buffered.
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

/**
 * The body with a running count instead of Hono's buffered check: a route that streams its body
 * (uploads) keeps memory flat. Past the limit the stream fails with the 413; the unread rest is
 * left to the server (not cancelled), so the connection lives on to carry the answer.
 */
function countedBody(source: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: () => AppError) {
  const reader = source.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader.read();
      if (next.done) {
        controller.close();
        return;
      }
      size += next.value.length;
      if (size > maxBytes) {
        reader.releaseLock();
        controller.error(tooLarge());
        return;
      }
      controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

function streamLimited(maxBytes: number, message: string): MiddlewareHandler<AppEnv> {
  const tooLarge = () => new AppError(413, 'payload_too_large', message);
  return async (c, next) => {
    const { raw } = c.req;
    const declared = raw.headers.has('transfer-encoding') ? null : raw.headers.get('content-length');
    if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
    if (raw.body) {
      const init: RequestInit & { duplex: 'half' } = {
        body: countedBody(raw.body, maxBytes, tooLarge),
        duplex: 'half',
      };
      c.req.raw = new Request(raw, init);
    }
    await next();
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
            limit: (spec.streamFile ? streamLimited : limited)(
              spec.bodyLimit.maxBytes,
              spec.bodyLimit.message,
            ),
          },
        ]
      : [],
  );
  return (c, next) => {
    // A GET or HEAD never carries a body to the app (the Node adapter gives it none), and asking
    // for one builds a full Request object on the API's hottest reads.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const match = own.find((route) => route.method === c.req.method && route.pattern.test(c.req.path));
    return (match?.limit ?? fallback)(c, next);
  };
}
