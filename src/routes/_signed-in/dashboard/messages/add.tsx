import { createFileRoute } from '@tanstack/react-router';
import { NewConversationScreen } from '../../../../features/messages/new-conversation-screen';
import { useMirrorReady } from '../../../../features/sync/use-mirror-ready';

/** Starts a conversation (online); the new room opens once it is on this device. */
export const Route = createFileRoute('/_signed-in/dashboard/messages/add')({
  component: NewConversationRoute,
});

function NewConversationRoute() {
  const navigate = Route.useNavigate();
  return (
    <NewConversationScreen
      mirrorReady={useMirrorReady()}
      onCreated={(chatId) => navigate({ to: '/dashboard/messages/$chatId', params: { chatId } })}
    />
  );
}
