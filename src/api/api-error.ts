import * as v from 'valibot';
import { ERROR_CODES, type ErrorCode } from '#contract/errors';
import { MESSAGES } from '#contract/messages';

/** Codes the server sends, plus the two failures that never reach it or come back unreadable. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'unknown';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Readonly<Record<string, string>>;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// Lenient on purpose: a code this client does not know yet must not hide the server's message.
const ErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});

function isKnownCode(code: string): code is ErrorCode {
  return ERROR_CODES.some((known) => known === code);
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Proxies and crashed servers answer with HTML or nothing; the status is all we have.
  }
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (!parsed.success) {
    return new ApiError({ status: response.status, code: 'unknown', message: MESSAGES.unknownError });
  }
  const { code, message, fields } = parsed.output.error;
  return new ApiError({
    status: response.status,
    code: isKnownCode(code) ? code : 'unknown',
    message,
    fields,
  });
}

export function networkError(): ApiError {
  return new ApiError({
    status: 0,
    code: 'network_error',
    message: 'Could not reach the server. Check your connection and try again.',
  });
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.unknownError;
}
