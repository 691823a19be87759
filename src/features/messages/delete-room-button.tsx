import { useNavigate } from '@tanstack/react-router';
import { deleteChatRoom } from '../../api/chat.api';
import { useIsOnline } from '../../lib/use-is-online';
import { ConfirmButton } from '../../ui/confirm-button';

/** Ends a conversation for everyone in it (its admin; online only), then back to the list. */
export function DeleteRoomButton({ roomId, roomName }: { roomId: string; roomName: string }) {
  const online = useIsOnline();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      aria-label={`Delete ${roomName}`}
      disabled={!online}
      title={`Delete ${roomName}?`}
      confirmLabel="Delete conversation"
      explanation={<p>The conversation and all its messages are removed for everyone in it.</p>}
      action={() => deleteChatRoom(roomId)}
      changesMirror="background-sync"
      success="Conversation deleted"
      onDone={() => navigate({ to: '/dashboard/messages' })}
    >
      Delete
    </ConfirmButton>
  );
}
