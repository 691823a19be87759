import { Link } from '@tanstack/react-router';
import { PROJECT_ROLE_LABELS } from '#contract/roles';
import { formatDateRange } from '../../lib/format-dates';
import { Badge } from '../../ui/badge';
import type { MyTour } from './use-my-tours';

/** One tour on the dashboard: name (the link), dates and the user's role. */
export function TourCard({ item }: { item: MyTour }) {
  const { tour, role } = item;
  return (
    <li className="relative flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-amber-400 focus-within:border-amber-500 dark:border-slate-800 dark:bg-slate-900">
      <Link
        to="/dashboard/tours/$tourId"
        params={{ tourId: tour.id }}
        className="font-semibold text-slate-900 break-words after:absolute after:inset-0 focus-visible:outline-none dark:text-white"
      >
        {tour.name}
      </Link>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <span>{formatDateRange(tour.startDate, tour.endDate)}</span>
        <Badge>{PROJECT_ROLE_LABELS[role]}</Badge>
      </p>
    </li>
  );
}
