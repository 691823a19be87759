import { useQuery } from '@tanstack/react-query';
import { type CrewMessage, MESSAGE_CHANNEL_LABELS } from '#contract/messaging';
import { messagingQueries } from '../../api/messaging.queries';
import { formatTime, viewerTimeZone } from '../../lib/zoned-time';
import { Badge } from '../../ui/badge';

/** How many of the latest texts the panel shows. */
const SHOWN = 10;

/** `queued` outlives its request only if the server stopped mid-send: whether it went out is unknown. */
const STATUS_LABELS: Record<CrewMessage['status'], string> = {
  queued: 'Not confirmed',
  sent: 'Sent',
  failed: 'Failed',
};

/** The tour's latest texts with their status; a failure keeps the provider's reason in view. */
export function CrewMessagesList({ tourId, isOnline }: { tourId: string; isOnline: boolean }) {
  const messages = useQuery({ ...messagingQueries.tour(tourId), enabled: isOnline });
  const latest = messages.data?.slice(0, SHOWN) ?? [];
  if (latest.length === 0) return null;
  return (
    <section aria-label="Recent messages" className="flex flex-col gap-2">
      <h4 className="text-sm font-medium text-slate-800 dark:text-slate-200">Recent messages</h4>
      <ul className="flex flex-col gap-2">
        {latest.map((message) => (
          <li
            key={message.id}
            className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900 dark:text-white">{message.recipientName}</span>
              <span className="text-slate-500 dark:text-slate-400">
                {MESSAGE_CHANNEL_LABELS[message.channel]} · {formatTime(message.createdAt, viewerTimeZone())}
              </span>
              <Badge tone={message.status === 'sent' ? 'neutral' : 'warning'}>
                {STATUS_LABELS[message.status]}
              </Badge>
            </div>
            <p className="line-clamp-2 text-slate-700 dark:text-slate-300">{message.body}</p>
            {message.error ? <p className="text-red-700 dark:text-red-300">{message.error}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
