import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { calendarQueries } from '../../api/calendar.queries';
import { applyTemplateToDay } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { tourDayQueries } from '../../api/tour-days.queries';
import { formatDay } from '../../lib/format-dates';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadState } from '../../ui/load-state';
import { SelectField } from '../../ui/select-field';
import { ApplyModeField } from './apply-mode-field';
import { ApplyTemplateFormSchema, type ApplyTemplateFormValues } from './day-action-schemas';
import { dayOptions } from './day-options';
import { FormStatus } from './form-status';

type ApplyTemplateFormProps = { tourId: string; artistId: string };

/** Turns a template into events of one day of this tour; replacing is confirmed first. */
export function ApplyTemplateForm({ tourId, artistId }: ApplyTemplateFormProps) {
  const headingId = useId();
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const days = useQuery(tourDayQueries.list(tourId));
  const templates = useQuery(eventTemplateQueries.list(artistId));
  const [toConfirm, setToConfirm] = useState<ApplyTemplateFormValues | null>(null);
  const { form, submit, showError } = useRoadieForm({
    schema: ApplyTemplateFormSchema,
    defaultValues: { tourDayId: '', templateId: '', mode: 'add' },
    onSubmit: (values: ApplyTemplateFormValues): void => {
      if (values.mode === 'replace') setToConfirm(values);
      else apply.mutate(values);
    },
    fields: ['tourDayId', 'templateId'],
  });
  const { errors } = form.formState;
  const dayOf = (id: string) => days.data?.find((day) => day.id === id);

  const apply = useMutation({
    mutationFn: ({ tourDayId, templateId, mode }: ApplyTemplateFormValues) =>
      applyTemplateToDay(tourDayId, templateId, mode),
    // The daysheet reads the mirror: bring the new events to this device now.
    meta: { changesMirror: 'background-sync' },
    onSuccess: async (dayEvents, { tourDayId }) => {
      const day = dayOf(tourDayId);
      const count = `${dayEvents.length} ${dayEvents.length === 1 ? 'event' : 'events'}`;
      toast.success('Template applied', {
        description: day ? `${formatDay(day.date)} now has ${count}.` : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: calendarQueries.all });
    },
    onError: (error) => showError(error),
    onSettled: () => setToConfirm(null),
  });
  const confirmDay = toConfirm ? dayOf(toConfirm.tourDayId) : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Apply to a day
      </h2>
      {!days.data || !templates.data ? (
        <LoadState
          query={days.data ? templates : days}
          subject={days.data ? 'templates' : 'the tour’s days'}
          notFoundTitle="Tour not found"
        />
      ) : templates.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Create a template below to apply it.</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormStatus isOnline={isOnline} serverError={errors.root?.server} action="Applying a template" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Day"
              options={dayOptions(days.data, 'Choose a day')}
              error={errors.tourDayId?.message}
              {...form.register('tourDayId')}
            />
            <SelectField
              label="Template"
              options={[
                { value: '', label: 'Choose a template' },
                ...templates.data.map((template) => ({ value: template.id, label: template.name })),
              ]}
              error={errors.templateId?.message}
              {...form.register('templateId')}
            />
          </div>
          <ApplyModeField registration={form.register('mode')} />
          <div className="flex sm:justify-end">
            <Button
              type="submit"
              isPending={apply.isPending}
              disabled={!isOnline}
              className="w-full sm:w-auto"
            >
              Apply template
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={toConfirm !== null}
        title="Replace the day's events?"
        confirmLabel="Replace events"
        isPending={apply.isPending}
        onConfirm={() => toConfirm && apply.mutate(toConfirm)}
        onCancel={() => setToConfirm(null)}
      >
        <p>
          Every event on {confirmDay ? formatDay(confirmDay.date) : 'the day'} is deleted, then the template’s
          events are added. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
