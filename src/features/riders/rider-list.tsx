import { Link } from '@tanstack/react-router';
import { riderTypeName } from '#contract/rider-types';
import { countOf } from '../../lib/plural';
import type { RiderSummary } from './use-riders';

/** Riders as cards: name, type and how many section lines each holds. */
export function RiderList({ riders, label }: { riders: RiderSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {riders.map((rider) => (
        <li key={rider.id}>
          <Link
            to="/dashboard/riders/$riderId/personnel"
            params={{ riderId: rider.id }}
            className="flex flex-col rounded-xl border border-slate-200 p-4 hover:border-amber-500 focus-visible:outline-2 focus-visible:outline-amber-500 dark:border-slate-800"
          >
            <span className="font-semibold text-slate-900 dark:text-white">{rider.name}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {riderTypeName(rider.type)} · {countOf(rider.lineCount, 'line')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
