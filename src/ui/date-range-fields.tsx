import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

type DateRangeFieldsProps = {
  /** `register('startDate', { deps: ['endDate'] })`: a changed start re-checks the end's order. */
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  startError?: string | undefined;
  endError?: string | undefined;
};

/** "Start date" and "End date" side by side, with the phone's own date pickers. */
export function DateRangeFields({ start, end, startError, endError }: DateRangeFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Start date" type="date" error={startError} {...start} />
      <TextField label="End date" type="date" error={endError} {...end} />
    </div>
  );
}
