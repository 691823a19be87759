/** Checks a write's args with its contract schema, failing like the API (400, field messages). */
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import { issuesToFields } from '#contract/validation';
import { ApiError } from '../api/api-error';

/** Field names as the form knows them: `note.text` / `changes.text` / `contact.name` → `text`, `name`. */
function formFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(issuesToFields(issues))) {
    const field = key.replace(
      /^(note|event|changes|passport|contact|submission|room|member|rider|item|person|labor|laborType|act)\./,
      '',
    );
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
