import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Shows a newer copy of the record (the server's, re-read) in a form the user may be typing in:
 * untouched fields take the new values, fields the user changed keep what they typed, and the
 * form's dirty state, errors and submit state stay as they are.
 *
 * Never decide from `form.formState.isDirty` whether to reset: that is the state of the last
 * render, so a keystroke that landed just before this runs is not in it yet, and a plain reset
 * wipes it. The options below judge each field by react-hook-form's live dirty state instead.
 */
export function refreshUntouchedFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'reset'>,
  values: T,
): void {
  form.reset(values, {
    keepDirtyValues: true,
    keepDirty: true,
    keepErrors: true,
    keepTouched: true,
    keepIsSubmitted: true,
    keepSubmitCount: true,
  });
}
