import { useQueries } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { passportWarningText } from '#contract/travelling-details';
import { passportWarningQueries } from '../../api/passport-warnings.queries';
import { useUserDb } from '../../offline/user-sync';

/**
 * The user's passports that run out within one of their tours: each tour on this device
 * is asked for its passport warnings, and the user's own are shown with the tour's name.
 */
export function PassportWarnings() {
  const db = useUserDb();
  const tours = useLiveQuery(async () => (db ? db.tours.toArray() : []), [db], []);
  const answers = useQueries({ queries: tours.map((tour) => passportWarningQueries.tour(tour.id)) });
  const warnings = tours.flatMap((tour, index) =>
    (answers[index]?.data ?? [])
      .filter((warning) => warning.userId === db?.userId)
      .map((warning) => ({ ...warning, tour })),
  );
  if (warnings.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-2xl border border-red-300 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
    >
      <h2 className="font-semibold text-red-900 dark:text-red-200">Passport warnings</h2>
      <ul className="flex flex-col gap-1 text-sm text-red-900 dark:text-red-200">
        {warnings.map((warning) => (
          <li key={`${warning.tour.id}:${warning.passportId}`}>
            {passportWarningText(warning)}: {warning.tour.name} ({warning.tour.startDate} –{' '}
            {warning.tour.endDate})
          </li>
        ))}
      </ul>
    </div>
  );
}
