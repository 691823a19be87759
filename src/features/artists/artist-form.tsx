import type { ReactNode } from 'react';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextField } from '../../ui/text-field';
import { type ArtistFormInput, ArtistFormSchema, type ArtistFormValues } from './artist-form-schema';

type ArtistFormProps = {
  defaultValues?: ArtistFormInput;
  submitLabel: string;
  /** Rejects with the request's error, which the form shows on its fields. */
  onSubmit: (values: ArtistFormValues) => Promise<unknown>;
  /** Names the action in the offline notice, e.g. 'Creating an artist'. */
  action: string;
  secondaryAction?: ReactNode;
};

export function ArtistForm({
  defaultValues = { name: '', logoUrl: '' },
  submitLabel,
  onSubmit,
  action,
  secondaryAction,
}: ArtistFormProps) {
  const isOnline = useIsOnline();
  const { form, submit, lostConnection } = useRoadieForm({
    schema: ArtistFormSchema,
    defaultValues,
    onSubmit,
    fields: ['name', 'logoUrl'],
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = errors.root?.server;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {!isOnline || lostConnection ? <OfflineNotice action={action} /> : null}
      {lostConnection ? null : <FormAlert message={serverError?.message} />}
      <TextField
        label="Artist name"
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Logo URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        error={errors.logoUrl?.message}
        {...form.register('logoUrl')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
