import { Link } from '@tanstack/react-router';
import { isManagerRole, PROJECT_ROLE_LABELS, type ProjectRole } from '#contract/roles';
import { formatDateRange } from '../../lib/format-dates';
import type { TourRow } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';

/** The tour's screens everyone on it may open, in the order the header lists them. */
const TOUR_SCREENS = [
  { to: '/dashboard/tours/$tourId/event-templates', label: 'Event templates' },
  { to: '/dashboard/tours/$tourId/files', label: 'Files' },
  { to: '/dashboard/tours/$tourId/personnel', label: 'Personnel' },
  { to: '/dashboard/tours/$tourId/groups', label: 'Groups' },
  { to: '/dashboard/tours/$tourId/supplemental-questions', label: 'Questions' },
  { to: '/dashboard/tours/$tourId/riders', label: 'Riders' },
  { to: '/dashboard/tours/$tourId/production-tracker', label: 'Production tracker' },
  { to: '/dashboard/tours/$tourId/travel-tracker', label: 'Travel tracker' },
  { to: '/dashboard/tours/$tourId/reports', label: 'Reports' },
  { to: '/dashboard/tours/$tourId/print', label: 'Print tour book' },
] as const;

/** The tour's name, dates and the user's role, with the tour's other screens. */
export function TourHeader({ tour, role }: { tour: TourRow; role: ProjectRole }) {
  return (
    <header className="flex flex-col gap-3">
      <div>
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {tour.name}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span>{formatDateRange(tour.startDate, tour.endDate)}</span>
          <Badge>{PROJECT_ROLE_LABELS[role]}</Badge>
          {tour.archived ? <Badge tone="warning">Archived</Badge> : null}
        </p>
      </div>
      <nav aria-label="Tour" className="flex flex-wrap gap-2 print:hidden">
        {isManagerRole(role) ? (
          <Link
            to="/dashboard/tours/update/$artistId/$tourId"
            params={{ artistId: tour.artistId, tourId: tour.id }}
            className={buttonClasses('secondary')}
          >
            Edit tour
          </Link>
        ) : null}
        {TOUR_SCREENS.map(({ to, label }) => (
          <Link key={to} to={to} params={{ tourId: tour.id }} className={buttonClasses('secondary')}>
            {label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
