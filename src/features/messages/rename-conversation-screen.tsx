import { Link } from '@tanstack/react-router';
import { CHAT_MESSAGES } from '#contract/chat';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { ConversationGone } from './conversation-gone';
import { RenameConversationForm } from './rename-conversation-form';
import { useConversation } from './use-conversation';

type RenameConversationScreenProps = { roomId: string; mirrorReady: boolean; onDone: () => unknown };

/** Messages › a conversation › Edit: its admin renames it; anyone else is told why they cannot. */
export function RenameConversationScreen({ roomId, mirrorReady, onDone }: RenameConversationScreenProps) {
  const view = useConversation(roomId);
  if (view === null && mirrorReady) return <ConversationGone />;
  if (!view) {
    return (
      <div className="mx-auto max-w-3xl">
        <SkeletonList label="Loading the conversation…" rows={2} />
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title={`Edit ${view.room.name}`} />
      <header className="flex flex-col gap-2">
        <Link
          to="/dashboard/messages/$chatId"
          params={{ chatId: roomId }}
          className={`${TEXT_LINK_CLASSES} self-start text-sm`}
        >
          Back to {view.room.name}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Edit conversation</h1>
      </header>
      {view.isAdmin ? (
        <RenameConversationForm roomId={roomId} name={view.room.name} onDone={onDone} />
      ) : (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {CHAT_MESSAGES.adminOnly}.
        </p>
      )}
    </section>
  );
}
