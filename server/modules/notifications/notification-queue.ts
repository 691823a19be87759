/**
 * THE way any area asks for a push notification (chat messages, schedule changes, announcements).
 *
 *   await queueNotifications(tx, deps.now(), [{ userId, tourId, kind: 'message', key: roomId,
 *     title: 'Crew room', body: 'Ada: Bus leaves 09:00', url: `/dashboard/messages/${roomId}` }]);
 *
 * Call it inside the transaction of the change it is about, so the notification exists exactly
 * when the change committed. The caller decides WHO may be told (only people who may see the
 * thing, never the person who did it, nobody who muted it); this queue decides WHEN: items of one
 * person with the same kind and key (a room, a day) are batched until quiet for a short while
 * (notifications.policy.ts), then become one notification per device, replacing the previous one
 * of that key on the device. People with no device registered are skipped here already.
 */
import { inArray } from 'drizzle-orm';
import type { NotificationKind } from '#contract/notifications';
import type { Queryable } from '../../db/client';
import { notificationQueue, pushSubscriptions } from '../../db/schema/index';

export interface NotificationItem {
  userId: string;
  tourId: string;
  kind: NotificationKind;
  /** What batches together: a chat room's id, a tour day's id; an announcement's own id. */
  key: string;
  /** The heading, e.g. the room's name or 'Fri 20 Mar'. */
  title: string;
  /** One line of news, e.g. 'Doors 19:00 → 19:30 · Columbiahalle'. */
  body: string;
  /** The app path a tap opens, e.g. `/dashboard/tours/<id>/daysheets/2027-03-20`. */
  url: string;
}

const TITLE_MAX = 120;
const BODY_MAX = 300;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Queues the items of people who have a device registered; answers how many were queued. */
export async function queueNotifications(
  db: Queryable,
  now: Date,
  items: readonly NotificationItem[],
): Promise<number> {
  if (items.length === 0) return 0;
  const userIds = [...new Set(items.map((item) => item.userId))];
  const subscribed = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  const reachable = new Set(subscribed.map((row) => row.userId));
  const rows = items
    .filter((item) => reachable.has(item.userId))
    .map((item) => ({
      ...item,
      title: clip(item.title, TITLE_MAX),
      body: clip(item.body, BODY_MAX),
      createdAt: now,
    }));
  if (rows.length > 0) await db.insert(notificationQueue).values(rows);
  return rows.length;
}
