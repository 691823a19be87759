import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { roomLabel } from './room-label';
import type { RoomingList as RoomingListData } from './use-rooming-list';

type RoomingListProps = { tourId: string; list: RoomingListData };

/** The rooming list as one table: what a manager prints and hands to the hotel's front desk. */
export function RoomingList({ tourId, list }: RoomingListProps) {
  return (
    <section aria-labelledby="rooming-title" className="rooming-list flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="rooming-title" className="text-2xl font-semibold text-slate-900 dark:text-white">
          Rooming list · {list.event.title}
        </h1>
        <div className="flex gap-2 print:hidden">
          {list.canEdit ? (
            <Link
              to="/dashboard/tours/$tourId/accommodation/$eventId/edit"
              params={{ tourId, eventId: list.event.id }}
              className={buttonClasses('secondary')}
            >
              Edit rooms
            </Link>
          ) : null}
          <Button variant="ghost" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      <p className="text-slate-600 dark:text-slate-400">
        {list.tourName}
        {list.event.location ? ` · ${list.event.location}` : ''}
      </p>
      {list.rooms.length === 0 ? (
        <EmptyState>No rooms yet.</EmptyState>
      ) : (
        <table className="w-full border-collapse text-left text-slate-800 dark:text-slate-200">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-2 pr-4">
                Room
              </th>
              <th scope="col" className="py-2 pr-4">
                Guests
              </th>
              <th scope="col" className="py-2 pr-4">
                Check-in / out
              </th>
              <th scope="col" className="py-2">
                Notes
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rooms.map((room) => (
              <tr key={room.id} className="border-b border-slate-200 align-top dark:border-slate-800">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {roomLabel(room)}
                </th>
                <td className="py-2 pr-4">{room.guests.map((g) => g.name).join(', ') || '—'}</td>
                <td className="py-2 pr-4">
                  {[room.checkIn, room.checkOut].filter(Boolean).join(' → ') || '—'}
                </td>
                <td className="py-2">{room.notes ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.unassigned.length > 0 ? (
        <div className="print:hidden">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Not in a room</h2>
          <ul aria-label="Not in a room" className="text-slate-700 dark:text-slate-300">
            {list.unassigned.map((person) => (
              <li key={person.userId}>{person.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
