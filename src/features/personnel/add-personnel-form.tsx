import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { addTourPersonnel } from '../../api/tour-personnel.api';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { BookingWarningList } from '../../ui/booking-warnings';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { AddPersonnelFormSchema, type AddPersonnelFormValues } from './personnel-form-schema';
import { NO_ROLE_TITLE, projectRoleOptions, roleTitleOptions } from './personnel-options';
import { useAfterPersonnelChange } from './use-after-personnel-change';
import { useRoleTitles } from './use-role-titles';

function assignedSummary(invited: string[], skipped: string[]): string {
  return [
    invited.length > 0 ? `Invited: ${invited.join(', ')}. They join once they accept.` : '',
    skipped.length > 0 ? `Already on the tour: ${skipped.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

type AddPersonnelFormProps = { tourId: string; canGrantOwner: boolean };

/** Invites people by comma-separated e-mails: they join once they accept on their dashboard. */
export function AddPersonnelForm({ tourId, canGrantOwner }: AddPersonnelFormProps) {
  const afterChange = useAfterPersonnelChange(tourId);
  const isOnline = useIsOnline();
  const headingId = useId();
  const titles = useRoleTitles(tourId);
  /** Of the last invitation: people already booked elsewhere on this tour's days (they were invited anyway). */
  const [warnings, setWarnings] = useState<string[]>([]);
  const { form, submit, showError, lostConnection } = useRoadieForm({
    schema: AddPersonnelFormSchema,
    defaultValues: { emails: '', role: 'TOUR_MEMBER', roleTitle: NO_ROLE_TITLE },
    onSubmit: (values: AddPersonnelFormValues): void => add.mutate(values),
  });
  const { errors } = form.formState;

  const add = useMutation({
    mutationFn: async (values: AddPersonnelFormValues) => {
      const result = await addTourPersonnel(tourId, { ...values, emails: values.emails.join(', ') });
      await afterChange();
      return result;
    },
    meta: { changesMirror: 'await-pull' },
    onSuccess: ({ invited, skipped, warnings: booked }) => {
      toast.success('Personnel assigned', { description: assignedSummary(invited, skipped) });
      setWarnings(booked ?? []);
      form.reset();
    },
    onError: (error) => showError(error),
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Add people
      </h3>
      {!isOnline || lostConnection ? <OfflineNotice action="Adding people" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <BookingWarningList warnings={warnings} />
      <TextField
        label="E-mails"
        type="text"
        inputMode="email"
        autoComplete="off"
        placeholder="alex@example.com, sam@example.com"
        description={
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Separate e-mails with commas. Everyone gets an invitation to accept; people without an account
            sign up first.
          </p>
        }
        error={errors.emails?.message}
        {...form.register('emails')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Project role"
          options={projectRoleOptions(canGrantOwner)}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <SelectField
          label="Role title"
          options={roleTitleOptions(titles.names)}
          error={errors.roleTitle?.message}
          {...form.register('roleTitle')}
        />
      </div>
      <div className="flex sm:justify-end">
        <Button type="submit" isPending={add.isPending} disabled={!isOnline} className="w-full sm:w-auto">
          Add personnel
        </Button>
      </div>
    </form>
  );
}
