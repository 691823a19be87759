import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { calendarQueries } from '../../api/calendar.queries';
import { copyDayEvents } from '../../api/event-copy.api';
import { tourDayQueries } from '../../api/tour-days.queries';
import { formatDay } from '../../lib/format-dates';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { SelectField } from '../../ui/select-field';
import { CopyDayEventsFormSchema, type CopyDayEventsFormValues } from './day-action-schemas';
import { dayOptions } from './day-options';
import { FormStatus } from './form-status';

/** Copies every event of one day to another day of the tour, at the same local times. */
export function CopyDayEventsForm({ tourId }: { tourId: string }) {
  const headingId = useId();
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const days = useQuery(tourDayQueries.list(tourId));
  const { form, submit, showError } = useRoadieForm({
    schema: CopyDayEventsFormSchema,
    defaultValues: { sourceTourDayId: '', targetTourDayId: '' },
    onSubmit: (values: CopyDayEventsFormValues): void => copy.mutate(values),
  });
  const { errors } = form.formState;

  const copy = useMutation({
    mutationFn: ({ sourceTourDayId, targetTourDayId }: CopyDayEventsFormValues) =>
      copyDayEvents(sourceTourDayId, targetTourDayId),
    // The daysheet reads the mirror: bring the new events to this device now.
    meta: { changesMirror: 'background-sync' },
    onSuccess: async (copies, { targetTourDayId }) => {
      const target = days.data?.find((day) => day.id === targetTourDayId);
      const count = `${copies.length} ${copies.length === 1 ? 'event' : 'events'}`;
      toast.success('Events copied', {
        description: target ? `${count} copied to ${formatDay(target.date)}.` : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: calendarQueries.all });
    },
    onError: (error) => showError(error),
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Copy a day's events
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The copies keep their local times, in the other day’s time zone.
        </p>
      </div>
      {!days.data ? (
        <LoadState query={days} subject="the tour’s days" notFoundTitle="Tour not found" />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormStatus isOnline={isOnline} serverError={errors.root?.server} action="Copying events" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Copy from"
              options={dayOptions(days.data, 'Choose a day')}
              error={errors.sourceTourDayId?.message}
              {...form.register('sourceTourDayId')}
            />
            <SelectField
              label="Copy to"
              options={dayOptions(days.data, 'Choose a day')}
              error={errors.targetTourDayId?.message}
              {...form.register('targetTourDayId')}
            />
          </div>
          <div className="flex sm:justify-end">
            <Button
              type="submit"
              isPending={copy.isPending}
              disabled={!isOnline}
              className="w-full sm:w-auto"
            >
              Copy events
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
