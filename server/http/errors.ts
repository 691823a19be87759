import type { ErrorCode } from '#contract/errors';
import { MESSAGES } from '#contract/messages';

/** A failure the client caused or may see; anything else is a 500 with a generic message. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, 'not_found', message);
/** The answer to a path no route serves; hidden routes give it too, so they look exactly absent. */
export const noSuchEndpoint = () => notFound('No such endpoint');
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, 'forbidden', message);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new AppError(401, 'unauthorized', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const validationFailed = (fields: Record<string, string>, message?: string) =>
  new AppError(400, 'validation_failed', message ?? 'Some fields are not valid', fields);
