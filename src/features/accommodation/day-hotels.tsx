import { Link } from '@tanstack/react-router';
import type { EventRow } from '../../offline/db';
import { roomLabel } from './room-label';
import { useMyRooms } from './use-my-rooms';

type DayHotelsProps = { tourId: string; events: readonly EventRow[] };

/** The day's hotel stays: where the signed-in person sleeps, and a link to each rooming list. */
export function DayHotels({ tourId, events }: DayHotelsProps) {
  const stays = events.filter((event) => event.type === 'HOTEL_STAY');
  const mine = useMyRooms(stays.map((stay) => stay.id));
  if (stays.length === 0) return null;
  return (
    <section aria-labelledby="day-hotels-title" className="flex flex-col gap-2">
      <h2 id="day-hotels-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Hotel
      </h2>
      <ul className="flex flex-col gap-2">
        {stays.map((stay) => {
          const room = mine?.get(stay.id);
          return (
            <li
              key={stay.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div>
                <p className="font-medium text-slate-900 dark:text-white">{stay.title}</p>
                <p className="text-slate-700 dark:text-slate-300">
                  {room ? `Your room: ${roomLabel(room)}` : 'You have no room here yet.'}
                </p>
              </div>
              <Link
                to="/dashboard/tours/$tourId/accommodation/$eventId"
                params={{ tourId, eventId: stay.id }}
                className="text-blue-700 underline print:hidden dark:text-blue-300"
              >
                Rooming list for {stay.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
