/** A batch of queued items → the one notification a device shows ("3 changes · Fri 20 Mar" + the lines). */
import type { NotificationKind, PushPayload } from '#contract/notifications';

export interface BatchItem {
  kind: NotificationKind;
  key: string;
  title: string;
  body: string;
  url: string;
  createdAt: Date;
}

/** The newest lines shown, after "+ n earlier": a notification is read at a glance, and payloads are small. */
const LINES_SHOWN = 5;

const COUNTED: Record<NotificationKind, (n: number) => string> = {
  schedule: (n) => `${n} changes`,
  message: (n) => `${n} new messages`,
  announcement: (n) => `${n} announcements`,
};

/** The device keeps one notification per tag: a later batch of the same room or day replaces it. */
export const tagOf = (kind: NotificationKind, key: string) => `${kind}:${key}`;

export function collapseBatch(items: readonly BatchItem[]): PushPayload {
  const ordered = [...items].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const last = ordered[ordered.length - 1];
  if (!last) throw new Error('an empty batch has nothing to say');
  const tag = tagOf(last.kind, last.key);
  if (ordered.length === 1)
    return { title: last.title, body: last.body, tag, url: last.url, kind: last.kind };
  const shown = ordered.slice(-LINES_SHOWN).map((item) => item.body);
  const earlier = ordered.length - shown.length;
  const lines = earlier > 0 ? [`+ ${earlier} earlier`, ...shown] : shown;
  return {
    title: `${COUNTED[last.kind](ordered.length)} · ${last.title}`,
    body: lines.join('\n'),
    tag,
    url: last.url,
    kind: last.kind,
  };
}
