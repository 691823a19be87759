import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '#contract/errors';
import { MESSAGES } from '#contract/messages';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { ID_COLLISION_ANSWER, isIdCollision } from './id-collision';

/** The SQLSTATE of a PostgreSQL error, whether raised directly or wrapped by Drizzle (its `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Postgres unique violation, whether raised directly or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** Integrity refusals of one value: missing (not null), pointing nowhere (foreign key), outside a CHECK. */
const REFUSED_VALUE_CODES = new Set(['23502', '23503', '23514']);

/**
 * Class 22 (data exception: NUL or an unencodable character in text, a number or date out of its
 * column's range, unreadable text for a type) and the value refusals of class 23 are the database
 * refusing a value the client sent. The contract's schemas and the routes' checks should have
 * refused it first, so it is logged as a bug, but the client still gets a 400: their input, not
 * the server, is what cannot be stored.
 */
export const isDataException = (error: unknown) => {
  const code = pgErrorCode(error);
  return code !== undefined && (code.startsWith('22') || REFUSED_VALUE_CODES.has(code));
};
export const DATA_EXCEPTION_MESSAGE =
  'Some of what you sent cannot be stored. Check the text, numbers and dates, then try again.';

/** Every error leaves as `{error: {code, message, fields}}`; internals are logged, never sent. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    const body: ApiErrorBody = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    return c.json(body, error.status);
  }
  // A create whose client-made id is taken: never confirms a row the caller may not see (id-collision.ts).
  if (isIdCollision(error)) return c.json(ID_COLLISION_ANSWER, 404);
  if (isUniqueViolation(error)) {
    return c.json(
      { error: { code: 'conflict', message: 'This already exists' } } satisfies ApiErrorBody,
      409,
    );
  }
  if (isDataException(error)) {
    c.get('deps')?.logger.error('input reached the database unchecked: its schema must refuse it', {
      method: c.req.method,
      path: c.req.path,
      code: pgErrorCode(error),
      error: error.stack ?? String(error),
    });
    return c.json(
      { error: { code: 'validation_failed', message: DATA_EXCEPTION_MESSAGE } } satisfies ApiErrorBody,
      400,
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
