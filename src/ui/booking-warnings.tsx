import { useQuery } from '@tanstack/react-query';
import { availabilityQueries } from '../api/availability.queries';
import { useIsOnline } from '../lib/use-is-online';

/** Booking warnings as the forms show them: a notice, never a refusal (the write happens anyway). */
export function BookingWarningList({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">Already booked</p>
      <ul className="list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

type NoteProps = { tourId: string; date: string; userIds: readonly string[] };

/**
 * For the event form: where the people picked are booked on another tour (or off) that day, asked
 * as they are picked. Offline, or for someone who may not ask, it says nothing rather than fail.
 */
export function BookingWarningsNote({ tourId, date, userIds }: NoteProps) {
  const isOnline = useIsOnline();
  const sorted = [...userIds].sort();
  const warnings = useQuery({
    ...availabilityQueries.warnings(tourId, date, sorted),
    enabled: isOnline && sorted.length > 0,
    retry: false,
  });
  return <BookingWarningList warnings={sorted.length > 0 ? (warnings.data?.warnings ?? []) : []} />;
}
