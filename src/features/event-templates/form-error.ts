import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { showRequestError } from '../../api/form-errors';

/** A lost connection becomes the offline notice; anything else goes to the fields or the form alert. */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  if (isApiError(error) && error.code === 'network_error') {
    setError('root.server', { type: 'network', message: error.message });
    return;
  }
  showRequestError(error, setError, fieldNames);
}
