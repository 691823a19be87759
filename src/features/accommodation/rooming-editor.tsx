import { Link } from '@tanstack/react-router';
import { usePendingIds } from '../../offline/use-pending-ids';
import { buttonClasses } from '../../ui/button';
import { AddRoomForm } from './add-room-form';
import { RoomEditorCard } from './room-editor-card';
import type { RoomingList } from './use-rooming-list';

/** Managers' rooming list: every change is stored on the device first and synced (works offline). */
export function RoomingEditor({ tourId, list }: { tourId: string; list: RoomingList }) {
  const pendingIds = usePendingIds();
  return (
    <section aria-labelledby="rooms-edit-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="rooms-edit-title" className="text-2xl font-semibold text-slate-900 dark:text-white">
          Edit rooms · {list.event.title}
        </h1>
        <Link
          to="/dashboard/tours/$tourId/accommodation/$eventId"
          params={{ tourId, eventId: list.event.id }}
          className={buttonClasses('ghost')}
        >
          Done
        </Link>
      </div>
      <AddRoomForm eventId={list.event.id} />
      <ul aria-label="Rooms" className="flex flex-col gap-3">
        {list.rooms.map((room) => (
          <RoomEditorCard
            key={room.id}
            room={room}
            rooms={list.rooms}
            unassigned={list.unassigned}
            pending={pendingIds.has(room.id) || room.guests.some((g) => pendingIds.has(g.memberId))}
          />
        ))}
      </ul>
      <p className="text-slate-600 dark:text-slate-400">
        {list.unassigned.length === 0
          ? 'Everyone on the tour has a room.'
          : `Not in a room: ${list.unassigned.map((p) => p.name).join(', ')}`}
      </p>
    </section>
  );
}
