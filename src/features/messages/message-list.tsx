import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '#contract/chat';
import { Button } from '../../ui/button';
import { senderName } from './chat-names';
import { dayLabel, messageDate } from './chat-time';
import { MessageItem } from './message-item';
import { useOutgoingMessages } from './use-room-messages';

type MessageListProps = {
  messages: readonly ChatMessage[];
  hasMore: boolean;
  onShowEarlier: () => void;
  selfId: string;
  names: ReadonlyMap<string, string>;
};

/** How close to the end counts as "reading the latest": new messages then scroll into view. */
const AT_END_PX = 64;

/**
 * The conversation, oldest at the top and newest at the bottom, with a separator for each day.
 * It follows new messages while the reader is at the end (and always after their own), and keeps
 * its place when earlier messages are shown above.
 */
export function MessageList({ messages, hasMore, onShowEarlier, selfId, names }: MessageListProps) {
  const outgoing = useOutgoingMessages();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const heightBeforeEarlier = useRef<number | null>(null);
  const lastId = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const newest = messages.at(-1);
    const grewAtTop = heightBeforeEarlier.current;
    heightBeforeEarlier.current = null;
    const isNewOwn = newest?.id !== lastId.current && newest?.senderUserId === selfId;
    lastId.current = newest?.id ?? null;
    if (grewAtTop !== null) element.scrollTop += element.scrollHeight - grewAtTop;
    else if (atEnd.current || isNewOwn) element.scrollTop = element.scrollHeight;
  }, [messages, selfId]);

  // A phone's keyboard, a turned screen or a message growing a line ("Not sent — Retry") changes
  // the sizes: a reader at the end stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const showEarlier = () => {
    heightBeforeEarlier.current = scroller.current?.scrollHeight ?? null;
    onShowEarlier();
  };

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END_PX;
      }}
      className="min-h-64 flex-1 overflow-y-auto py-2"
    >
      <div ref={content}>
        {hasMore ? (
          <div className="flex justify-center pb-3">
            <Button variant="ghost" onClick={showEarlier}>
              Show earlier messages
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-slate-600 dark:text-slate-400">No messages yet. Say hello!</p>
        ) : (
          <ol aria-label="Messages" className="flex flex-col gap-3 px-1">
            {messages.map((message, index) => {
              const previous = index > 0 ? messages[index - 1] : undefined;
              const date = messageDate(message.sentAt);
              const newDay = !previous || messageDate(previous.sentAt) !== date;
              const own = message.senderUserId === selfId;
              return (
                <Fragment key={message.id}>
                  {newDay ? (
                    <li className="flex justify-center py-1">
                      <span className="rounded-full bg-slate-200 px-3 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                        {dayLabel(date)}
                      </span>
                    </li>
                  ) : null}
                  <MessageItem
                    message={message}
                    own={own}
                    sender={senderName(names, message.senderUserId, selfId)}
                    showSender={newDay || previous?.senderUserId !== message.senderUserId}
                    outgoing={own ? outgoing.get(message.id) : undefined}
                  />
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
