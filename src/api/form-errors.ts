import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from './api-error';

/**
 * Shows a failed request on a form: the server's per-field messages on the matching fields and
 * everything else (or a field this form does not have) as the form-level message.
 */
export function showRequestError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  const unmatched: string[] = [];
  if (isApiError(error)) {
    for (const [field, message] of Object.entries(error.fields)) {
      const name = fieldNames.find((candidate) => candidate === field);
      if (name) setError(name, { type: 'server', message });
      else unmatched.push(message);
    }
    const hasFieldErrors = Object.keys(error.fields).length > unmatched.length;
    if (hasFieldErrors && unmatched.length === 0) return;
  }
  setError('root.server', { type: 'server', message: unmatched[0] ?? errorMessage(error) });
}
