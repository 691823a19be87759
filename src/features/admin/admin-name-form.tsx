import * as v from 'valibot';
import { requiredString } from '#contract/common';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextField } from '../../ui/text-field';

const NameSchema = v.object({ name: requiredString(200) });

type AdminNameFormProps = {
  /** The field's label, also the form's accessible name. */
  label: string;
  initial: string;
  submitLabel: string;
  /** Rejects with the server's refusal, shown on the form (a message for another field above it). */
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
};

/** One name to type (a rename, or a new event type): Save, and Cancel when editing in place. */
export function AdminNameForm({ label, initial, submitLabel, onSubmit, onCancel }: AdminNameFormProps) {
  const { form, submit, lostConnection } = useRoadieForm({
    schema: NameSchema,
    defaultValues: { name: initial },
    onSubmit: (values) => onSubmit(values.name),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-2">
      {lostConnection ? (
        <OfflineNotice action={submitLabel} />
      ) : (
        <FormAlert message={errors.root?.server?.message} />
      )}
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={label}
          error={errors.name?.message}
          className="min-w-48 flex-1"
          {...form.register('name')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
