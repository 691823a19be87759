import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '../../../../../features/messages/members-screen';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';

/** Who is in a conversation; its admin adds and removes people and groups (online). */
export const Route = createFileRoute('/_signed-in/dashboard/messages/$chatId/members')({
  component: ConversationMembersRoute,
});

function ConversationMembersRoute() {
  const { chatId } = Route.useParams();
  return <MembersScreen roomId={chatId} mirrorReady={useMirrorReady()} />;
}
