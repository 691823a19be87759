import { Link } from '@tanstack/react-router';
import { CHAT_MESSAGES } from '#contract/chat';
import { useIsOnline } from '../../lib/use-is-online';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { AddMembersForm } from './add-members-form';
import { ConversationGone } from './conversation-gone';
import { MemberRow } from './member-row';
import { useConversation } from './use-conversation';

type MembersScreenProps = { roomId: string; mirrorReady: boolean };

/** Messages › a conversation › Members: who is in it (offline too); its admin changes that online. */
export function MembersScreen({ roomId, mirrorReady }: MembersScreenProps) {
  const view = useConversation(roomId);
  const online = useIsOnline();
  if (view === null && mirrorReady) return <ConversationGone />;
  if (!view) {
    return (
      <div className="mx-auto max-w-3xl">
        <SkeletonList label="Loading the members…" rows={3} />
      </div>
    );
  }
  const { room, members, isAdmin } = view;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title={`Members of ${room.name}`} />
      <header className="flex flex-col gap-2">
        <Link
          to="/dashboard/messages/$chatId"
          params={{ chatId: roomId }}
          className={`${TEXT_LINK_CLASSES} self-start text-sm`}
        >
          Back to {room.name}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Members of {room.name}</h1>
        {isAdmin ? null : <p className="text-slate-600 dark:text-slate-400">{CHAT_MESSAGES.adminOnly}.</p>}
        {isAdmin && !online ? (
          <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
            Changing who is in the conversation needs a connection. You can still read the list offline.
          </p>
        ) : null}
      </header>
      <ul aria-label="Members" className="flex flex-col gap-2">
        {members.map((member) => (
          <MemberRow key={member.memberId} member={member} view={view} />
        ))}
      </ul>
      {isAdmin && online ? <AddMembersForm view={view} online={online} /> : null}
    </section>
  );
}
