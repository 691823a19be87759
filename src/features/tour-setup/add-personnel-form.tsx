import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { isApiError } from '../../api/api-error';
import { showRequestError } from '../../api/form-errors';
import { addTourPersonnel } from '../../api/tour-personnel.api';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';
import { useDirtyFormGuard } from '../../lib/dirty-forms';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import {
  type AddPersonnelFormInput,
  AddPersonnelFormSchema,
  type AddPersonnelFormValues,
} from './personnel-form-schema';
import { NO_ROLE_TITLE, projectRoleOptions, ROLE_TITLE_OPTIONS } from './personnel-options';

function assignedSummary(added: string[], invited: string[], skipped: string[]): string {
  return [
    added.length > 0 ? `Added: ${added.join(', ')}.` : '',
    invited.length > 0 ? `Invited: ${invited.join(', ')}.` : '',
    skipped.length > 0 ? `Already on the tour: ${skipped.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

type AddPersonnelFormProps = { tourId: string; canGrantOwner: boolean };

/** Adds people by comma-separated e-mails (spec §5): members join at once, others get an invitation. */
export function AddPersonnelForm({ tourId, canGrantOwner }: AddPersonnelFormProps) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const headingId = useId();
  const form = useForm<AddPersonnelFormInput, unknown, AddPersonnelFormValues>({
    resolver: valibotResolver(AddPersonnelFormSchema),
    defaultValues: { emails: '', role: 'TOUR_MEMBER', roleTitle: NO_ROLE_TITLE },
  });
  const { errors } = form.formState;
  useDirtyFormGuard(form.formState.isDirty);

  const add = useMutation({
    mutationFn: (values: AddPersonnelFormValues) =>
      addTourPersonnel(tourId, { ...values, emails: values.emails.join(', ') }),
    networkMode: 'always',
    onSuccess: async ({ added, invited }, values) => {
      const skipped = values.emails.filter((email) => !added.includes(email) && !invited.includes(email));
      toast.success('Personnel assigned', { description: assignedSummary(added, invited, skipped) });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: tourPersonnelQueries.list(tourId).queryKey });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'network_error') {
        form.setError('root.server', { type: 'network', message: error.message });
      } else showRequestError(error, form.setError, ['emails', 'role', 'roleTitle']);
    },
  });
  const lostConnection = errors.root?.server?.type === 'network';

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Add people
      </h3>
      {!isOnline || lostConnection ? <OfflineNotice action="Adding people" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <TextField
        label="E-mails"
        type="text"
        inputMode="email"
        autoComplete="off"
        placeholder="alex@example.com, sam@example.com"
        description={
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Separate e-mails with commas. People without an account get an invitation.
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
          options={ROLE_TITLE_OPTIONS}
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
