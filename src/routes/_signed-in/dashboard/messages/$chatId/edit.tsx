import { createFileRoute } from '@tanstack/react-router';
import { RenameConversationScreen } from '../../../../../features/messages/rename-conversation-screen';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';

/** Renames a conversation (its admin, online). */
export const Route = createFileRoute('/_signed-in/dashboard/messages/$chatId/edit')({
  component: EditConversationRoute,
});

function EditConversationRoute() {
  const { chatId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <RenameConversationScreen
      roomId={chatId}
      mirrorReady={useMirrorReady()}
      onDone={() => navigate({ to: '/dashboard/messages/$chatId', params: { chatId } })}
    />
  );
}
