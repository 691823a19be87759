import type { ReactNode } from 'react';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import {
  type PersonalEventFormInput,
  PersonalEventFormSchema,
  type PersonalEventFormValues,
} from './personal-event-form-schema';
import { timeZoneOptions } from './time-zone-options';

// The server speaks of instants; the form of local times.
const SERVER_FIELDS = { startAt: 'startTime', endAt: 'endTime' } as const;
const FIELDS = ['title', 'date', 'startTime', 'endTime', 'timeZone', 'location', 'notes'] as const;

type PersonalEventFormProps = {
  defaultValues: PersonalEventFormInput;
  submitLabel: string;
  /** Names the action in the offline notice, e.g. 'Adding a personal event'. */
  action: string;
  /** Rejects with the request's error, which the form shows on its fields. */
  onSubmit: (values: PersonalEventFormValues) => Promise<unknown>;
  secondaryAction?: ReactNode;
};

export function PersonalEventForm({
  defaultValues,
  submitLabel,
  action,
  onSubmit,
  secondaryAction,
}: PersonalEventFormProps) {
  const isOnline = useIsOnline();
  const { form, submit, lostConnection } = useRoadieForm({
    schema: PersonalEventFormSchema,
    defaultValues,
    onSubmit,
    fields: FIELDS,
    serverFields: SERVER_FIELDS,
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = errors.root?.server;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {!isOnline || lostConnection ? <OfflineNotice action={action} /> : null}
      {lostConnection ? null : <FormAlert message={serverError?.message} />}
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Date" type="date" error={errors.date?.message} {...form.register('date')} />
        <TextField
          label="Start"
          type="time"
          error={errors.startTime?.message}
          {...form.register('startTime')}
        />
        <TextField
          label="End"
          type="time"
          error={errors.endTime?.message}
          description={
            <p className="text-xs text-slate-500 dark:text-slate-400">
              An end before the start is the next day.
            </p>
          }
          {...form.register('endTime')}
        />
      </div>
      <SelectField
        label="Time zone"
        options={timeZoneOptions(defaultValues.timeZone)}
        error={errors.timeZone?.message}
        {...form.register('timeZone')}
      />
      <TextField
        label="Location (optional)"
        autoComplete="off"
        error={errors.location?.message}
        {...form.register('location')}
      />
      <TextareaField label="Notes (optional)" error={errors.notes?.message} {...form.register('notes')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
