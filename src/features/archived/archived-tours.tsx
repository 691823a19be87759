import { useQueryClient } from '@tanstack/react-query';
import { isManagerRole } from '#contract/roles';
import type { Tour } from '#contract/tours';
import { archiveTour } from '../../api/tours.api';
import { tourQueries } from '../../api/tours.queries';
import { formatDateRange } from '../../lib/format-dates';
import { ArchivedRow, NotYoursToRestore } from './archived-row';
import { RestoreButton } from './restore-button';

/**
 * The archived tours. Restoring waits for this device's copy (`await-pull`): when the toast says
 * it is restored, the tour is already back on the dashboard, offline too.
 */
export function ArchivedTours({ tours }: { tours: Tour[] }) {
  const queryClient = useQueryClient();
  if (tours.length === 0) return <p className="text-slate-600 dark:text-slate-400">No archived tours.</p>;
  return (
    <ul aria-label="Archived tours" className="flex flex-col gap-3">
      {tours.map((tour) => (
        <ArchivedRow
          key={tour.id}
          title={tour.name}
          detail={`Tour · ${formatDateRange(tour.startDate, tour.endDate)}`}
          action={
            isManagerRole(tour.role) ? (
              <RestoreButton
                name={tour.name}
                restore={() => archiveTour(tour.id, false)}
                changesMirror="await-pull"
                onRestored={async () => {
                  queryClient.removeQueries({ queryKey: tourQueries.detail(tour.id).queryKey });
                  await queryClient.invalidateQueries({ queryKey: tourQueries.lists() });
                }}
              />
            ) : (
              <NotYoursToRestore who="the tour’s owner or managers" />
            )
          }
        />
      ))}
    </ul>
  );
}
