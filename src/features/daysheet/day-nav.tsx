import { Link } from '@tanstack/react-router';
import { formatDay } from '../../lib/format-dates';
import { buttonClasses } from '../../ui/button';

type DayNavProps = { tourId: string; previousDate: string | null; nextDate: string | null };

/** Previous / next day of the tour, so the road can be read day by day. */
export function DayNav({ tourId, previousDate, nextDate }: DayNavProps) {
  return (
    <nav aria-label="Days" className="flex flex-wrap justify-between gap-2 print:hidden">
      {previousDate ? (
        <Link
          to="/dashboard/tours/$tourId/daysheets/$tourDay"
          params={{ tourId, tourDay: previousDate }}
          className={buttonClasses('secondary')}
          aria-label={`Previous day, ${formatDay(previousDate)}`}
        >
          ← Previous day
        </Link>
      ) : (
        <span />
      )}
      {nextDate ? (
        <Link
          to="/dashboard/tours/$tourId/daysheets/$tourDay"
          params={{ tourId, tourDay: nextDate }}
          className={buttonClasses('secondary')}
          aria-label={`Next day, ${formatDay(nextDate)}`}
        >
          Next day →
        </Link>
      ) : null}
    </nav>
  );
}
