import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { type CreateTour, CreateTourSchema } from '#contract/tours';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { DateRangeFields } from '../../ui/date-range-fields';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextField } from '../../ui/text-field';

export type TourDetailsInput = v.InferInput<typeof CreateTourSchema>;

type TourDetailsFormProps = {
  defaultValues: TourDetailsInput;
  submitLabel: string;
  /** Names the action in the offline notice, e.g. 'Creating a tour'. */
  action: string;
  /** Rejects with the request's error, which the form shows on its fields or above them. */
  onSubmit: (values: CreateTour) => Promise<unknown>;
  /** Shown above the submit button, e.g. what changing dates does. */
  hint?: ReactNode;
  secondaryAction?: ReactNode;
};

/** Name and dates of a tour, checked with the contract's own rules (dates in order, not too long). */
export function TourDetailsForm({
  defaultValues,
  submitLabel,
  action,
  onSubmit,
  hint,
  secondaryAction,
}: TourDetailsFormProps) {
  const isOnline = useIsOnline();
  const { form, submit, lostConnection } = useRoadieForm({
    schema: CreateTourSchema,
    defaultValues,
    onSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = errors.root?.server;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {!isOnline || lostConnection ? <OfflineNotice action={action} /> : null}
      {lostConnection ? null : <FormAlert message={serverError?.message} />}
      <TextField label="Tour name" error={errors.name?.message} {...form.register('name')} />
      <DateRangeFields
        start={form.register('startDate', { deps: ['endDate'] })}
        end={form.register('endDate')}
        startError={errors.startDate?.message}
        endError={errors.endDate?.message}
      />
      {hint ? <div className="text-sm text-slate-600 dark:text-slate-400">{hint}</div> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
