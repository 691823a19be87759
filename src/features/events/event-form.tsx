import { type FormEvent, useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useEventTypes } from '../../api/use-event-types';
import { formatDay } from '../../lib/format-dates';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { addDays } from '../../lib/zoned-time';
import type { TourDayRow } from '../../offline/db';
import { BookingWarningsNote } from '../../ui/booking-warnings';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { AssigneesField } from './assignees-field';
import { type EventFormInput, EventFormSchema, type EventFormValues } from './event-form-schema';
import { GroupsField } from './groups-field';
import { ProviderField } from './provider-field';
import { TravelFields } from './travel-fields';
import { TRAVEL_FIELD_NAMES } from './travel-form';
import type { GroupOption, Person } from './use-day-events';
import { VisibilityField } from './visibility-field';

const FIELDS = [
  'type',
  'title',
  'startTime',
  'endTime',
  'location',
  'providerId',
  'description',
  'personnelUserIds',
  'personnelGroupIds',
  ...TRAVEL_FIELD_NAMES,
] as const;

type EventFormProps = {
  day: TourDayRow;
  people: readonly Person[];
  groups: readonly GroupOption[];
  defaultValues: EventFormInput;
  title: string;
  submitLabel: string;
  /**
   * Rejects with the write's error (a field message, or a missing target), shown on the form.
   * `addAnother`: the user chose "Save and add another" (or pressed Enter in a new event's form).
   */
  onSubmit: (values: EventFormValues, options: { addAnother: boolean }) => Promise<void>;
  onCancel: () => void;
  /** New events only: offers "Save and add another", which Enter also does, and starts on the title. */
  offerAddAnother?: boolean;
};

const ADD_ANOTHER = 'add-another';

/** Which button sent the form; Enter in a field "clicks" the first submit button. */
const sentBy = (event: FormEvent<HTMLFormElement>) =>
  event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter?.getAttribute('value') : null;

/** The server's types; an event's own type stays offered even if the list does not have it (yet). */
function useTypeOptions(current: string) {
  const { types, labelOf } = useEventTypes();
  const options = types.map((entry) => ({ value: entry.type, label: entry.label }));
  if (current && !types.some((entry) => entry.type === current)) {
    options.push({ value: current, label: labelOf(current) });
  }
  return options;
}

/** Type, title, times on the venue's clock, place, who sees it and who is assigned. */
export function EventForm({
  day,
  people,
  groups,
  defaultValues,
  title,
  submitLabel,
  onSubmit,
  onCancel,
  offerAddAnother = false,
}: EventFormProps) {
  const addAnother = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, submit } = useRoadieForm({
    schema: EventFormSchema,
    defaultValues,
    onSubmit: (values: EventFormValues) => onSubmit(values, { addAnother: addAnother.current }),
    fields: FIELDS,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const typeOptions = useTypeOptions(defaultValues.type);
  useEffect(() => {
    if (offerAddAnother) form.setFocus('title');
  }, [form, offerAddAnother]);
  // After a failed submit, the first field in error comes into view below the sticky header (its
  // scroll margin), also for the checkbox lists the browser cannot focus.
  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current
      ?.querySelector('[aria-invalid="true"], [role="alert"]')
      ?.scrollIntoView({ block: 'nearest' });
  }, [submitCount]);
  const [startTime, endTime, type] = form.watch(['startTime', 'endTime', 'type']);
  const isTravel = type === 'TRAVEL';
  const endsNextDay = !isTravel && Boolean(startTime && endTime && endTime < startTime);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        addAnother.current = sentBy(event) === ADD_ANOTHER;
        void submit(event);
      }}
      aria-label={title}
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-amber-300 bg-white p-4 sm:p-5 dark:border-amber-500/40 dark:bg-slate-900 print:hidden [&_:is(input,select,textarea,fieldset,[role=alert])]:scroll-mt-32"
    >
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          options={typeOptions}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
        <TextField
          label={isTravel ? 'Departure time' : 'Start time'}
          type="time"
          error={errors.startTime?.message}
          {...form.register('startTime')}
        />
        <TextField
          label={isTravel ? 'Arrival time' : 'End time'}
          type="time"
          error={errors.endTime?.message}
          description={
            endsNextDay ? (
              <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
                Ends the next day, {formatDay(addDays(day.date, 1))}
              </p>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Optional: empty for doors, curfew…</p>
            )
          }
          {...form.register('endTime')}
        />
      </div>
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
        {isTravel
          ? `Leaves on ${formatDay(day.date)}: departure in the origin’s time, arrival in the destination’s.`
          : `Times on ${formatDay(day.date)}, venue time (${day.timeZone}).`}
      </p>
      {isTravel ? <TravelFields form={form} /> : null}
      <TextField label="Location" error={errors.location?.message} {...form.register('location')} />
      <Controller
        control={form.control}
        name="providerId"
        render={({ field }) => (
          <ProviderField
            tourId={day.tourId}
            value={field.value}
            onChange={field.onChange}
            error={errors.providerId?.message}
          />
        )}
      />
      <TextareaField
        label="Description"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <VisibilityField registration={form.register('visibility', { deps: ['personnelUserIds'] })} />
      <Controller
        control={form.control}
        name="personnelGroupIds"
        rules={{ deps: ['personnelUserIds'] }}
        render={({ field }) => <GroupsField groups={groups} value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="personnelUserIds"
        render={({ field, fieldState }) => (
          <>
            <AssigneesField
              people={people}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
            <BookingWarningsNote tourId={day.tourId} date={day.date} userIds={field.value} />
          </>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        {offerAddAnother ? (
          // First in the DOM: the button Enter presses, so a show day goes in without the mouse.
          <Button type="submit" name="action" value={ADD_ANOTHER} isPending={isSubmitting}>
            Save and add another
          </Button>
        ) : null}
        <Button type="submit" variant={offerAddAnother ? 'secondary' : 'primary'} isPending={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
