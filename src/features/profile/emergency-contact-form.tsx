import { useId } from 'react';
import * as v from 'valibot';
import { EmergencyContactInputSchema } from '#contract/profile';
import { useRoadieForm } from '../../lib/use-roadie-form';
import type { EmergencyContactRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';

const ContactFormSchema = v.omit(EmergencyContactInputSchema, ['id']);
export type ContactFormValues = v.InferOutput<typeof ContactFormSchema>;

type EmergencyContactFormProps = {
  title: string;
  contact?: EmergencyContactRow;
  onSubmit: (values: ContactFormValues) => Promise<unknown>;
  onCancel: () => void;
};

export function EmergencyContactForm({ title, contact, onSubmit, onCancel }: EmergencyContactFormProps) {
  const headingId = useId();
  const { form, submit } = useRoadieForm({
    schema: ContactFormSchema,
    onSubmit,
    defaultValues: {
      name: contact?.name ?? '',
      relation: contact?.relation ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
      email: contact?.email ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-amber-300 p-4 dark:border-amber-500/40"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Relation"
          placeholder="Partner, parent…"
          error={errors.relation?.message}
          {...form.register('relation')}
        />
        <TextField
          label="Phone"
          type="tel"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <TextField label="E-mail" type="email" error={errors.email?.message} {...form.register('email')} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting}>
          Save contact
        </Button>
      </div>
    </form>
  );
}
