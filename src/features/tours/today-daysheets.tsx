import { Link } from '@tanstack/react-router';
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import type { MyTour } from './use-my-tours';

/** Links to today's daysheet of every tour that has a day dated today; nothing when none has. */
export function TodayDaysheets({ tours }: { tours: MyTour[] | undefined }) {
  const today = (tours ?? []).flatMap((item) => (item.today ? [{ ...item, day: item.today }] : []));
  if (today.length === 0) return null;
  return (
    <section aria-labelledby="today-title" className="flex flex-col gap-3">
      <h2 id="today-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Today
      </h2>
      <ul className="flex flex-col gap-2">
        {today.map(({ tour, day }) => {
          const place = [day.city, day.venue].filter(Boolean).join(' · ');
          return (
            <li
              key={day.id}
              className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10"
            >
              <Link
                to="/dashboard/tours/$tourId/daysheets/$tourDay"
                params={{ tourId: tour.id, tourDay: day.date }}
                className={TEXT_LINK_CLASSES}
              >
                Today’s daysheet: {tour.name}
              </Link>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {[day.tag ? DAY_TAG_LABELS[day.tag] : null, place || null].filter(Boolean).join(' — ')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
