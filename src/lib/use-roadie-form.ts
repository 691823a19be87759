import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as v from 'valibot';
import { ApiError, isApiError } from '../api/api-error';
import { showRequestError } from '../api/form-errors';
import { useDirtyFormGuard } from './dirty-forms';

type FieldNames<TInput extends FieldValues, TOutput> =
  | readonly Path<TInput>[]
  | ((values: TOutput) => readonly Path<TInput>[]);

type RoadieFormOptions<TInput extends FieldValues, TOutput> = {
  /** Checks the input on submit; its messages are the field errors. */
  schema: v.GenericSchema<TInput, TOutput>;
  defaultValues: DefaultValues<TInput>;
  /**
   * The form's work. A rejection (the request's or the write's error) is shown on the form:
   * the server's per-field messages on `fields`, anything else above them.
   */
  onSubmit: (values: TOutput) => unknown;
  /**
   * The fields a server message may land on (default: the keys of `defaultValues`); a message
   * for any other field becomes the form-level one. A function for fields that depend on the
   * values (rows of a list).
   */
  fields?: FieldNames<TInput, TOutput>;
  /** Server field names this form calls otherwise, e.g. `{ startAt: 'startTime' }`. */
  serverFields?: Readonly<Record<string, Path<TInput>>>;
  /** Unsaved input the fields do not hold (a chosen file): counted as dirty too. */
  dirty?: boolean;
};

export type RoadieForm<TInput extends FieldValues, TOutput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The `<form onSubmit>`: validates, runs `onSubmit`, shows its failure. */
  submit: ReturnType<UseFormReturn<TInput, unknown, TOutput>['handleSubmit']>;
  /** Shows a failure on the form (for a `useMutation`'s `onError`, when the form fires and forgets). */
  showError: (error: unknown, values?: TOutput) => void;
  /** The last request never reached the server: the screen shows its offline notice instead. */
  lostConnection: boolean;
};

function renamed(error: unknown, serverFields: Readonly<Record<string, string>> | undefined): unknown {
  if (!serverFields || !isApiError(error)) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [serverFields[field] ?? field, message]),
  );
  return new ApiError({ status: error.status, code: error.code, message: error.message, fields });
}

/**
 * Every form's scaffolding in one place: react-hook-form checked by a valibot schema, counted by
 * the dirty-form guard (the update toast waits for it), and a failed request shown on the fields
 * or above them. A lost connection is kept as the form-level error of type `network`, with the
 * same message, so forms that show an offline notice can tell it apart.
 */
export function useRoadieForm<TInput extends FieldValues, TOutput = TInput>({
  schema,
  defaultValues,
  onSubmit,
  fields,
  serverFields,
  dirty = false,
}: RoadieFormOptions<TInput, TOutput>): RoadieForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({ resolver: valibotResolver(schema), defaultValues });
  useDirtyFormGuard(form.formState.isDirty || dirty);

  const fieldNames = (values?: TOutput): readonly Path<TInput>[] => {
    if (typeof fields === 'function') return values === undefined ? [] : fields(values);
    // The top-level keys are the form's fields: a message for a name it does not have stays form-level.
    return fields ?? (Object.keys(defaultValues) as Path<TInput>[]);
  };

  const showError = (error: unknown, values?: TOutput) => {
    if (isApiError(error) && error.code === 'network_error') {
      form.setError('root.server', { type: 'network', message: error.message });
      return;
    }
    showRequestError(renamed(error, serverFields), form.setError, fieldNames(values));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showError(error, values);
    }
  });

  return { form, submit, showError, lostConnection: form.formState.errors.root?.server?.type === 'network' };
}
