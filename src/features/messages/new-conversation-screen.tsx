import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { NewConversationForm } from './new-conversation-form';
import { useChatTours } from './use-tour-people';

type NewConversationScreenProps = { mirrorReady: boolean; onCreated: (roomId: string) => unknown };

/** Messages › New conversation: on one of the user's tours, with its people and groups. */
export function NewConversationScreen({ mirrorReady, onCreated }: NewConversationScreenProps) {
  const tours = useChatTours();
  let content: ReactNode;
  if (!tours || (tours.length === 0 && !mirrorReady)) {
    content = <SkeletonList label="Loading your tours…" rows={2} />;
  } else if (tours.length === 0) {
    content = (
      <EmptyState>
        <p className="font-semibold text-slate-900 dark:text-white">No tours yet</p>
        <p>Conversations are between the people of a tour. Once you are on one, you can start one here.</p>
      </EmptyState>
    );
  } else {
    content = <NewConversationForm tours={tours} onCreated={onCreated} />;
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title="New conversation" />
      <header className="flex flex-col gap-2">
        <Link to="/dashboard/messages" className={`${TEXT_LINK_CLASSES} self-start text-sm`}>
          All conversations
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">New conversation</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Choose people, groups or both. You are in it too, as its admin: you can rename it and change who is
          in it.
        </p>
      </header>
      {content}
    </section>
  );
}
