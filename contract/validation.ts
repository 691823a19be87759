import type * as v from 'valibot';
import { MESSAGES } from './messages';

/**
 * Valibot issues → `{field: message}` (first message per field). A missing key gets the product's
 * 'This field is required' rather than valibot's technical wording. Issues about the whole input
 * land under `_`.
 */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    if (key in fields) continue;
    const isMissingKey =
      issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && key !== '_';
    fields[key] = isMissingKey ? MESSAGES.required : issue.message;
  }
  return fields;
}
