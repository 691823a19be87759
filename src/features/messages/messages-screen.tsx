import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { ConversationRow } from './conversation-row';
import { useConversations } from './use-conversations';

export type MessagesView = 'active' | 'archived';

type MessagesScreenProps = { view: MessagesView; mirrorReady: boolean };

const TAB_CLASSES =
  'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-slate-300 dark:hover:bg-slate-800';
const TAB_ACTIVE_CLASSES = 'bg-amber-100 text-amber-950 dark:bg-amber-500/15 dark:text-amber-200';

/** Messages: the user's conversations from the device's copy (readable offline), active or archived. */
export function MessagesScreen({ view, mirrorReady }: MessagesScreenProps) {
  const conversations = useConversations();
  const shown = conversations?.[view];
  let content: ReactNode;
  if (!shown || (shown.length === 0 && !mirrorReady)) {
    content = <SkeletonList label="Loading the conversations…" rows={3} />;
  } else if (shown.length === 0) {
    content = <EmptyList view={view} />;
  } else {
    content = (
      <ul
        aria-label={view === 'archived' ? 'Archived conversations' : 'Conversations'}
        className="flex flex-col gap-3"
      >
        {shown.map((item) => (
          <ConversationRow key={item.room.id} item={item} />
        ))}
      </ul>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title={view === 'archived' ? 'Archived conversations' : 'Messages'} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Messages</h1>
        <Link to="/dashboard/messages/add" className={buttonClasses('primary')}>
          New conversation
        </Link>
      </header>
      <nav aria-label="Conversation lists" className="flex gap-2">
        {(['active', 'archived'] as const).map((tab) => (
          <Link
            key={tab}
            to="/dashboard/messages"
            search={tab === 'archived' ? { view: 'archived' } : {}}
            aria-current={tab === view ? 'page' : undefined}
            className={`${TAB_CLASSES} ${tab === view ? TAB_ACTIVE_CLASSES : ''}`}
          >
            {tab === 'archived' ? 'Archived' : 'Active'}
          </Link>
        ))}
      </nav>
      {content}
    </section>
  );
}

function EmptyList({ view }: { view: MessagesView }) {
  if (view === 'archived') {
    return (
      <EmptyState>
        <p className="font-semibold text-slate-900 dark:text-white">Nothing archived</p>
        <p>Conversations you archive leave the active list and wait here. Unarchive one to bring it back.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState>
      <p className="font-semibold text-slate-900 dark:text-white">No conversations yet</p>
      <p>Talk with the people and groups of your tours: everyone in a conversation reads it, offline too.</p>
      <Link to="/dashboard/messages/add" className={buttonClasses('secondary')}>
        Start a conversation
      </Link>
    </EmptyState>
  );
}
