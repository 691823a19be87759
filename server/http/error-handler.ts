import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '#contract/errors';
import { MESSAGES } from '#contract/messages';
import type { AppEnv } from './context';
import { AppError } from './errors';

/** Postgres unique violation, whether raised directly or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Every error leaves as `{error: {code, message, fields}}`; internals are logged, never sent. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    const body: ApiErrorBody = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    return c.json(body, error.status);
  }
  if (isUniqueViolation(error)) {
    return c.json(
      { error: { code: 'conflict', message: 'This already exists' } } satisfies ApiErrorBody,
      409,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(
      {
        error: { code: 'validation_failed', message: error.message || 'Bad request' },
      } satisfies ApiErrorBody,
      error.status,
    );
  }
  c.get('deps')?.logger.error('unhandled error', {
    method: c.req.method,
    path: c.req.path,
    error: error.stack ?? String(error),
  });
  return c.json(
    { error: { code: 'internal_error', message: MESSAGES.unknownError } } satisfies ApiErrorBody,
    500,
  );
}
