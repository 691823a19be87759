import * as v from 'valibot';
import { CreateEventTemplateCategorySchema } from '#contract/event-templates';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { FormStatus } from './form-status';

const CategoryFormSchema = v.object({ name: CreateEventTemplateCategorySchema.entries.name });
type CategoryFormValues = v.InferOutput<typeof CategoryFormSchema>;

type CategoryNameFormProps = {
  label: string;
  defaultName?: string;
  submitLabel: string;
  action: string;
  /** Rejects with the request's error, which the form shows on the name. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** A category's name, for adding one or renaming it. */
export function CategoryNameForm({
  label,
  defaultName = '',
  submitLabel,
  action,
  onSubmit,
  onCancel,
}: CategoryNameFormProps) {
  const isOnline = useIsOnline();
  const { form, submit } = useRoadieForm({
    schema: CategoryFormSchema,
    defaultValues: { name: defaultName },
    onSubmit: async ({ name }: CategoryFormValues) => {
      await onSubmit(name);
      form.reset({ name: '' });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <FormStatus isOnline={isOnline} serverError={errors.root?.server} action={action} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={label}
          autoComplete="off"
          className="flex-1"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex gap-2 sm:mt-7">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" variant="secondary" isPending={isSubmitting} disabled={!isOnline}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
