import { RIDER_TYPES } from '#contract/rider-types';
import type { RiderTypeId } from '#contract/riders';
import { countOf } from '../../lib/plural';

type RiderTypeCardsProps = { value: RiderTypeId; onChange: (type: RiderTypeId) => void; error?: string };

/** The rider types as radio cards: a type's template decides which lines the rider starts with. */
export function RiderTypeCards({ value, onChange, error }: RiderTypeCardsProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Rider type</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {RIDER_TYPES.map((type) => (
          <label
            key={type.id}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 dark:border-slate-800 dark:has-[:checked]:bg-amber-950/40"
          >
            <input
              type="radio"
              name="rider-type"
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
              className="mt-1 size-5 shrink-0 accent-amber-500"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900 dark:text-white">{type.name}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{type.description}</span>
              <span className="text-sm text-slate-500 dark:text-slate-400">
                {countOf(type.items.length, 'line')}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}
