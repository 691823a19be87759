import * as v from 'valibot';
import { CreateNoteSchema } from '#contract/tour-days';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextareaField } from '../../ui/textarea-field';

const NoteFormSchema = v.object({ text: CreateNoteSchema.entries.text });
type NoteFormValues = v.InferOutput<typeof NoteFormSchema>;

type NoteFormProps = {
  label: string;
  defaultText?: string;
  submitLabel: string;
  /** Rejects with the write's error, shown on the form. */
  onSubmit: (text: string) => Promise<void>;
  onCancel?: () => void;
};

/** One textarea and a button: adding a note and editing one look the same. */
export function NoteForm({ label, defaultText = '', submitLabel, onSubmit, onCancel }: NoteFormProps) {
  const { form, submit } = useRoadieForm({
    schema: NoteFormSchema,
    defaultValues: { text: defaultText },
    onSubmit: async ({ text }: NoteFormValues) => {
      await onSubmit(text);
      form.reset({ text: defaultText });
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-3 print:hidden">
      <FormAlert message={errors.root?.server?.message} />
      <TextareaField label={label} error={errors.text?.message} {...form.register('text')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" isPending={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
