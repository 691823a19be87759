import { useState } from 'react';
import { CHAT_PAGE_SIZE } from '#contract/chat';
import { useIsOnline } from '../../lib/use-is-online';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { ComposeBox } from './compose-box';
import { ConversationGone } from './conversation-gone';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { type ConversationView, useConversation } from './use-conversation';
import { useMarkRead } from './use-mark-read';
import { useRoomMessages } from './use-room-messages';

type ConversationScreenProps = { roomId: string; mirrorReady: boolean };

/** One conversation from the device's copy: read and written offline, changed online. */
export function ConversationScreen({ roomId, mirrorReady }: ConversationScreenProps) {
  const view = useConversation(roomId);
  if (view) return <Conversation key={roomId} view={view} />;
  if (view === undefined || !mirrorReady) {
    return (
      <div className="mx-auto max-w-3xl">
        <SkeletonList label="Loading the conversation…" rows={4} />
      </div>
    );
  }
  return <ConversationGone />;
}

function Conversation({ view }: { view: ConversationView }) {
  const { room, read, selfId, names } = view;
  const online = useIsOnline();
  const [limit, setLimit] = useState(CHAT_PAGE_SIZE);
  const page = useRoomMessages(room.id, limit);
  useMarkRead({ roomId: room.id, selfId, lastReadAt: read?.lastReadAt ?? null, messages: page?.messages });
  return (
    // As tall as the screen below the app header: the messages scroll, the compose box stays.
    <section className="mx-auto flex h-[calc(100dvh-7rem)] min-h-[30rem] max-w-3xl flex-col">
      <PageTitle title={room.name} />
      <ConversationHeader view={view} />
      {online ? null : (
        <p role="status" className="pt-2 text-sm text-amber-800 dark:text-amber-300">
          You are offline. Messages you write are sent when you are back online; archiving, muting and
          changing the conversation need a connection.
        </p>
      )}
      {page ? (
        <MessageList
          messages={page.messages}
          hasMore={page.hasMore}
          onShowEarlier={() => setLimit((shown) => shown + CHAT_PAGE_SIZE)}
          selfId={selfId}
          names={names}
        />
      ) : (
        <div className="flex-1 py-2">
          <SkeletonList label="Loading the messages…" rows={3} />
        </div>
      )}
      <ComposeBox roomId={room.id} />
    </section>
  );
}
