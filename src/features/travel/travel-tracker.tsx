import { travelLine } from '../../lib/travel-line';
import { formatShortDay } from '../../lib/zoned-time';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton-list';
import { personTravel, type TrackerCell, type TravelGap } from './travel-gaps';
import { useTravelTracker } from './use-travel-tracker';

const gapText = (gap: TravelGap) =>
  gap.kind === 'no-way-there' ? `No way to ${gap.city} (still in ${gap.from})` : 'Overlapping trips';

function Cell({ cell }: { cell: TrackerCell | undefined }) {
  if (!cell) return null;
  return (
    <div className="flex flex-col gap-1">
      {cell.legs.map((leg) => (
        <span key={leg.eventId} className="whitespace-nowrap">
          {travelLine(leg.travel, leg.startAt, leg.endAt)}
        </span>
      ))}
      {cell.gaps.map((gap) => (
        <span
          key={gap.kind === 'overlap' ? gap.eventIds.join() : gap.showId}
          className="rounded bg-red-100 px-1.5 py-0.5 font-medium text-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {gapText(gap)}
        </span>
      ))}
    </div>
  );
}

/**
 * Every person on the tour × every day: the journeys they are on (each end in its local time) and
 * the gaps — a show they cannot reach, two trips at once. From the device's copy: works offline.
 */
export function TravelTracker({ tourId }: { tourId: string }) {
  const data = useTravelTracker(tourId);
  if (!data) return <SkeletonList label="Loading the travel tracker…" rows={4} />;
  const rows = data.people.map((person) => ({
    person,
    cells: personTravel(person.userId, data.legs, data.shows),
  }));
  const gaps = rows.reduce(
    (sum, row) => sum + [...row.cells.values()].reduce((n, c) => n + c.gaps.length, 0),
    0,
  );
  return (
    <section aria-labelledby="travel-tracker-title" className="flex flex-col gap-4">
      <h2 id="travel-tracker-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Travel tracker
      </h2>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {gaps === 0
          ? 'No gaps: everyone can get to every show.'
          : `${gaps} gap${gaps === 1 ? '' : 's'} to fix`}
      </p>
      {data.people.length === 0 || data.days.length === 0 ? (
        <EmptyState>
          <p>No people or days on this tour yet.</p>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table aria-label="Travel by person and day" className="min-w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 bg-white px-3 py-2 dark:bg-slate-900">
                  Day
                </th>
                {data.people.map((person) => (
                  <th key={person.userId} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {person.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <tr key={day.id} className="border-t border-slate-200 align-top dark:border-slate-800">
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-3 py-2 font-normal whitespace-nowrap dark:bg-slate-900"
                  >
                    <span className="font-semibold">{formatShortDay(day.date)}</span>
                    {day.city ? (
                      <span className="block text-slate-600 dark:text-slate-400">{day.city}</span>
                    ) : null}
                  </th>
                  {rows.map(({ person, cells }) => (
                    <td key={person.userId} className="px-3 py-2">
                      <Cell cell={cells.get(day.date)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
