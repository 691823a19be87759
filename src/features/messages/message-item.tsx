import { useState } from 'react';
import { toast } from 'sonner';
import type { ChatMessage } from '#contract/chat';
import { retry } from '../../offline/user-sync';
import { messageTime } from './chat-time';
import type { OutgoingState } from './use-room-messages';

type MessageItemProps = {
  message: ChatMessage;
  /** "You" for the user's own; the sender's name is shown when it changes. */
  sender: string;
  showSender: boolean;
  own: boolean;
  outgoing: OutgoingState | undefined;
};

/** One message: a bubble on the right for the user's own (with whether it reached the server). */
export function MessageItem({ message, sender, showSender, own, outgoing }: MessageItemProps) {
  return (
    <li className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
      {showSender && !own ? (
        <p className="px-1 text-xs font-semibold text-slate-700 dark:text-slate-300">{sender}</p>
      ) : (
        <p className="sr-only">{sender}</p>
      )}
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%] ${own ? 'rounded-br-sm bg-amber-100 text-slate-900 dark:bg-amber-500/20 dark:text-amber-50' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100'}`}
      >
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
      </div>
      <p className="flex flex-wrap items-center gap-2 px-1 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>
        {own ? <OwnState message={message} outgoing={outgoing} /> : null}
      </p>
    </li>
  );
}

/** "Sending…" while in the outbox, "Sent" once the server has it, "Not sent — Retry" if refused. */
function OwnState({ message, outgoing }: { message: ChatMessage; outgoing: OutgoingState | undefined }) {
  const [isRetrying, setIsRetrying] = useState(false);
  if (!outgoing) return <span>Sent</span>;
  if (outgoing.status !== 'failed')
    return <span className="text-amber-800 dark:text-amber-300">Sending…</span>;
  const again = async () => {
    setIsRetrying(true);
    try {
      await retry(outgoing.mutationId);
    } catch {
      toast.error('That did not work. Please try again.');
    } finally {
      setIsRetrying(false);
    }
  };
  return (
    <span className="flex flex-wrap items-center gap-2 text-red-700 dark:text-red-400">
      <span>Not sent{outgoing.error ? ` — ${outgoing.error}` : ''}</span>
      <button
        type="button"
        disabled={isRetrying}
        aria-label={`Retry sending “${message.text.slice(0, 40)}”`}
        onClick={() => void again()}
        className="inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-red-700 underline underline-offset-2 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60 dark:text-red-400 dark:hover:bg-red-950/40"
      >
        Retry
      </button>
    </span>
  );
}
