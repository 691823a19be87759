import { Link } from '@tanstack/react-router';
import { countOf } from '../../lib/plural';
import { buttonClasses } from '../../ui/button';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { DeleteRoomButton } from './delete-room-button';
import { ArchiveRoomButton, MuteRoomButton } from './room-toggles';
import type { ConversationView } from './use-conversation';

/** The room's name, tour and members, and what the user may do with it. */
export function ConversationHeader({ view }: { view: ConversationView }) {
  const { room, read, isAdmin, members, tourName } = view;
  const params = { chatId: room.id };
  return (
    <header className="flex flex-col gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
      <Link to="/dashboard/messages" className={`${TEXT_LINK_CLASSES} self-start text-sm`}>
        All conversations
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-slate-900 dark:text-white">{room.name}</h1>
          <p className="flex flex-wrap gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            <span>{tourName}</span>
            <span aria-hidden="true">·</span>
            <Link to="/dashboard/messages/$chatId/members" params={params} className={TEXT_LINK_CLASSES}>
              {countOf(members.length, 'member')}
            </Link>
            {read?.archived ? <span>· Archived</span> : null}
            {read?.muted ? <span>· Muted</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin ? (
            <Link
              to="/dashboard/messages/$chatId/edit"
              params={params}
              className={buttonClasses('secondary')}
            >
              Edit
            </Link>
          ) : null}
          <MuteRoomButton roomId={room.id} roomName={room.name} on={read?.muted ?? false} />
          <ArchiveRoomButton roomId={room.id} roomName={room.name} on={read?.archived ?? false} />
          {isAdmin ? <DeleteRoomButton roomId={room.id} roomName={room.name} /> : null}
        </div>
      </div>
    </header>
  );
}
