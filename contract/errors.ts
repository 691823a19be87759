import * as v from 'valibot';

/** Every error code the API can answer with (docs/api.md). */
export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'email_not_confirmed',
  'token_invalid',
  'forbidden',
  'terms_not_accepted',
  'subscription_required',
  'not_found',
  'conflict',
  'idempotency_key_mismatch',
  'rate_limited',
  'payload_too_large',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorSchema = v.object({
  error: v.object({
    code: v.picklist(ERROR_CODES),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;
