import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TRAVEL_MODE_LABELS, TRAVEL_MODES } from '#contract/travel';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { EventFormInput, EventFormValues } from './event-form-schema';

const MODE_OPTIONS = TRAVEL_MODES.map((mode) => ({ value: mode, label: TRAVEL_MODE_LABELS[mode] }));
/** Every zone the browser knows, offered while typing one. */
const ZONES: readonly string[] = Intl.supportedValuesOf?.('timeZone') ?? [];

type Form = UseFormReturn<EventFormInput, unknown, EventFormValues>;

/** A Travel event's journey: how, which service, from where to where (each with its zone), booking. */
export function TravelFields({ form }: { form: Form }) {
  const zonesId = useId();
  const errors = form.formState.errors;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Journey</legend>
      <datalist id={zonesId}>
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <SelectField
        label="Mode"
        options={MODE_OPTIONS}
        error={errors.travelMode?.message}
        {...form.register('travelMode')}
      />
      <TextField
        label="Carrier and number"
        placeholder="LH 2413"
        error={errors.travelNumber?.message}
        {...form.register('travelNumber')}
      />
      <TextField
        label="From"
        placeholder="BER Berlin Brandenburg"
        error={errors.originName?.message}
        {...form.register('originName')}
      />
      <TextField
        label="From time zone"
        list={zonesId}
        error={errors.originZone?.message}
        {...form.register('originZone')}
      />
      <TextField
        label="To"
        placeholder="MUC Munich"
        error={errors.destinationName?.message}
        {...form.register('destinationName')}
      />
      <TextField
        label="To time zone"
        list={zonesId}
        error={errors.destinationZone?.message}
        {...form.register('destinationZone')}
      />
      <TextField
        label="Booking reference"
        error={errors.bookingReference?.message}
        {...form.register('bookingReference')}
      />
    </fieldset>
  );
}
