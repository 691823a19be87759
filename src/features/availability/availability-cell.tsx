import type { AvailabilityDay } from '#contract/availability';
import { cellLabel } from './availability-dates';

/** Colour AND word for each status, so nothing is told by colour alone. */
export const STATUS_LOOK = {
  free: { word: 'Free', classes: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' },
  booked: { word: 'Booked', classes: 'bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50' },
  unavailable: {
    word: 'Off',
    classes: 'bg-slate-300 text-slate-900 line-through dark:bg-slate-600 dark:text-white',
  },
} as const;

const box = 'flex h-11 w-14 flex-col items-center justify-center rounded-md text-xs font-semibold';

type CellProps = {
  name: string;
  day: AvailabilityDay;
  /** The caller's own day: a button that marks or unmarks it. */
  onToggle?: (() => void) | undefined;
  disabled?: boolean;
};

/** One member on one date: the status word on screen, the whole sentence for screen readers. */
export function AvailabilityCell({ name, day, onToggle, disabled }: CellProps) {
  const look = STATUS_LOOK[day.status];
  const label = cellLabel(name, day);
  const marker = day.marked && day.status === 'booked' ? '•' : null;
  if (!onToggle) {
    return (
      <div className={`${box} ${look.classes}`} title={label}>
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">{look.word}</span>
        {marker ? <span aria-hidden="true">{marker}</span> : null}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={day.marked}
      aria-label={`${label}. ${day.marked ? 'Unmark' : 'Mark unavailable'}`}
      title={label}
      disabled={disabled}
      onClick={onToggle}
      className={`${box} ${look.classes} border-2 border-dashed border-slate-500 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60`}
    >
      <span aria-hidden="true">{look.word}</span>
      {marker ? <span aria-hidden="true">{marker}</span> : null}
    </button>
  );
}
