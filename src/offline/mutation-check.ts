/** Checks a write's args with its contract schema, failing like the API (400, field messages). */
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import { MUTATION_NAMES } from '#contract/sync-mutations';
import { issuesToFields } from '#contract/validation';
import { ApiError } from '../api/api-error';
import { createdKeyOf } from './writes/index';

/**
 * The args keys a form's fields sit under: `changes` (updates) and each created row's key (from the
 * writes' declarations), so `note.text` / `changes.text` / `contact.name` reach the form as `text`, `name`.
 */
const WRAPPER_KEYS = new Set(['changes', ...MUTATION_NAMES.flatMap((name) => createdKeyOf(name) ?? [])]);

function formFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(issuesToFields(issues))) {
    const [head, ...rest] = key.split('.');
    const field = head && rest.length > 0 && WRAPPER_KEYS.has(head) ? rest.join('.') : key;
    fields[field] ??= message;
  }
  return fields;
}

export function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields = formFields(result.issues);
  throw new ApiError({
    status: 400,
    code: 'validation_failed',
    message: Object.values(fields)[0] ?? MESSAGES.unknownError,
    fields,
  });
}
