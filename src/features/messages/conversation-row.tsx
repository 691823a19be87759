import { Link } from '@tanstack/react-router';
import { shortTime } from './chat-time';
import type { ConversationSummary } from './use-conversations';

/** One conversation in a list: its name (the link), tour, last message and unread count. */
export function ConversationRow({ item }: { item: ConversationSummary }) {
  const { room, tourName, lastMessage, unread, muted } = item;
  const isUnread = unread > 0;
  return (
    <li className="relative flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-amber-400 focus-within:border-amber-500 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-baseline justify-between gap-3">
        <Link
          to="/dashboard/messages/$chatId"
          params={{ chatId: room.id }}
          className={`min-w-0 break-words text-slate-900 after:absolute after:inset-0 focus-visible:outline-none dark:text-white ${isUnread ? 'font-bold' : 'font-semibold'}`}
        >
          {room.name}
        </Link>
        {lastMessage ? (
          <time dateTime={lastMessage.sentAt} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {shortTime(lastMessage.sentAt)}
          </time>
        ) : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {tourName}
        {muted ? ' · Muted' : ''}
      </p>
      <div className="flex items-center justify-between gap-3">
        <p
          className={`min-w-0 truncate text-sm ${isUnread ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {lastMessage ? `${lastMessage.senderName}: ${lastMessage.text}` : 'No messages yet'}
        </p>
        {isUnread ? (
          <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-slate-950">
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="sr-only">{unread} unread</span>
          </span>
        ) : null}
      </div>
    </li>
  );
}
