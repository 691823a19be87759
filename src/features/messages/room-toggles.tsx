import { archiveChatRoom, muteChatRoom } from '../../api/chat.api';
import { Button } from '../../ui/button';
import { useRoomWrite } from './use-room-write';

const OFFLINE_REASON = 'Needs a connection';

type ToggleProps = { roomId: string; roomName: string; on: boolean };

/** Archive / Unarchive: the user's own lists only; the others in the room see no change. */
export function ArchiveRoomButton({ roomId, roomName, on }: ToggleProps) {
  const write = useRoomWrite();
  return (
    <Button
      variant="secondary"
      disabled={write.disabled}
      isPending={write.isPending}
      title={write.online ? undefined : OFFLINE_REASON}
      onClick={() =>
        void write.run(
          () => archiveChatRoom(roomId, !on),
          on ? `${roomName} is back in your conversations.` : `${roomName} was archived.`,
        )
      }
    >
      {on ? 'Unarchive' : 'Archive'}
    </Button>
  );
}

/** Mute / Unmute: whether this room's new messages notify the user (their own setting). */
export function MuteRoomButton({ roomId, roomName, on }: ToggleProps) {
  const write = useRoomWrite();
  return (
    <Button
      variant="secondary"
      disabled={write.disabled}
      isPending={write.isPending}
      title={write.online ? undefined : OFFLINE_REASON}
      onClick={() =>
        void write.run(
          () => muteChatRoom(roomId, !on),
          on ? `${roomName} is unmuted.` : `${roomName} is muted.`,
        )
      }
    >
      {on ? 'Unmute' : 'Mute'}
    </Button>
  );
}
