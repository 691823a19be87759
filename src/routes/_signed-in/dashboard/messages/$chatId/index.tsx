import { createFileRoute } from '@tanstack/react-router';
import { ConversationScreen } from '../../../../../features/messages/conversation-screen';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';

/** One conversation, from the device's copy: read and written offline. */
export const Route = createFileRoute('/_signed-in/dashboard/messages/$chatId/')({
  component: ConversationRoute,
});

function ConversationRoute() {
  const { chatId } = Route.useParams();
  return <ConversationScreen roomId={chatId} mirrorReady={useMirrorReady()} />;
}
