import { Link, useNavigate } from '@tanstack/react-router';
import { formatDay } from '../../lib/format-dates';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { buttonClasses } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { useTourDates } from './use-tour-dates';

type DayNavProps = { tourId: string; date: string; previousDate: string | null; nextDate: string | null };

const NAV_LINK = buttonClasses('secondary', 'shrink-0 px-3');

/**
 * At the top of the daysheet: previous / next day, and a picker to jump to any day of the tour
 * (from the device's copy, so it works offline), plus the way to print this day.
 */
export function DayNav({ tourId, date, previousDate, nextDate }: DayNavProps) {
  const navigate = useNavigate();
  // Every day of the tour (a year's tour: 365 rows read and as many options) only once the day
  // itself is on screen: until then the picker holds just this day, which is all it shows closed.
  const days = useTourDates(tourId, useAfterFirstPaint(true));
  const options = (days ?? []).map((day) => ({
    value: day.date,
    label: [formatDay(day.date), day.city].filter(Boolean).join(' · '),
  }));
  return (
    <nav aria-label="Days" className="flex items-center gap-2 print:hidden">
      {previousDate ? (
        <Link
          to="/dashboard/tours/$tourId/daysheets/$tourDay"
          params={{ tourId, tourDay: previousDate }}
          className={NAV_LINK}
          aria-label={`Previous day, ${formatDay(previousDate)}`}
        >
          ←<span className="hidden sm:inline"> Previous</span>
        </Link>
      ) : null}
      <SelectField
        label="Jump to day"
        hideLabel
        className="min-w-0 flex-1"
        options={options.length > 0 ? options : [{ value: date, label: formatDay(date) }]}
        value={date}
        onChange={(event) =>
          void navigate({
            to: '/dashboard/tours/$tourId/daysheets/$tourDay',
            params: { tourId, tourDay: event.target.value },
          })
        }
      />
      {nextDate ? (
        <Link
          to="/dashboard/tours/$tourId/daysheets/$tourDay"
          params={{ tourId, tourDay: nextDate }}
          className={NAV_LINK}
          aria-label={`Next day, ${formatDay(nextDate)}`}
        >
          <span className="hidden sm:inline">Next </span>→
        </Link>
      ) : null}
      <Link
        to="/dashboard/tours/$tourId/print"
        params={{ tourId }}
        search={{ from: date, to: date }}
        className={NAV_LINK}
        aria-label={`Print ${formatDay(date)}`}
      >
        Print
      </Link>
    </nav>
  );
}
