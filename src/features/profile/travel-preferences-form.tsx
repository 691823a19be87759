import { type ReactNode, useEffect } from 'react';
import { ROOM_TYPES, SEAT_PREFERENCES } from '#contract/travelling-details';
import { refreshUntouchedFields } from '../../lib/refresh-untouched-fields';
import { useRoadieForm } from '../../lib/use-roadie-form';
import type { TravellingDetailsRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField, withBlank } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { FrequentFliersFields } from './frequent-fliers-fields';
import {
  changedPreferences,
  ROOM_TYPE_LABELS,
  SEAT_LABELS,
  TravelPreferencesFormSchema,
  type TravelPreferencesFormValues,
  travelPreferencesFormValues,
} from './travel-preferences-schema';

const SEAT_OPTIONS = withBlank(
  'Not given',
  SEAT_PREFERENCES.map((value) => ({ value, label: SEAT_LABELS[value] })),
);
const ROOM_OPTIONS = withBlank(
  'Not given',
  ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] })),
);
const FIELDS = [
  'homeAirport',
  'seatPreference',
  'roomType',
  'roomFacilities',
  'clearNumbers',
  'airlineFrequentFliers',
] as const;

type TravelPreferencesFormProps = {
  details: TravellingDetailsRow;
  submitLabel: string;
  allowUnchanged?: boolean;
  onSaved: () => void;
  /** What `onSaved` started is still running (onboarding's move to the next step). */
  busy?: boolean;
  actions?: ReactNode;
};

/** Home airport, seat, room and loyalty numbers: saved on this device first, then sent. */
export function TravelPreferencesForm({
  details,
  submitLabel,
  allowUnchanged = false,
  onSaved,
  busy = false,
  actions,
}: TravelPreferencesFormProps) {
  const { form, submit } = useRoadieForm({
    schema: TravelPreferencesFormSchema,
    defaultValues: travelPreferencesFormValues(details),
    onSubmit: async (values: TravelPreferencesFormValues) => {
      const changes = changedPreferences(values, form.formState.dirtyFields);
      if (Object.keys(changes).length > 0) await mutate('profile.updateTravellingDetails', { changes });
      form.reset(form.getValues());
      onSaved();
    },
    fields: FIELDS,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    refreshUntouchedFields(form, travelPreferencesFormValues(details));
  }, [details, form]);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Home airport"
          placeholder="LAX"
          error={errors.homeAirport?.message}
          {...form.register('homeAirport')}
        />
        <SelectField
          label="Seat preference"
          options={SEAT_OPTIONS}
          error={errors.seatPreference?.message}
          {...form.register('seatPreference')}
        />
        <SelectField
          label="Room type"
          options={ROOM_OPTIONS}
          error={errors.roomType?.message}
          {...form.register('roomType')}
        />
        <TextField
          label="CLEAR / known-traveller numbers"
          error={errors.clearNumbers?.message}
          {...form.register('clearNumbers')}
        />
      </div>
      <TextareaField
        label="Room facilities"
        error={errors.roomFacilities?.message}
        {...form.register('roomFacilities')}
      />
      <FrequentFliersFields form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" isPending={isSubmitting || busy} disabled={!allowUnchanged && !isDirty}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
