/**
 * The one hook of schedule notifications: every event write (REST, offline sync, copies,
 * templates: all go through events.service.ts) tells it the event before and after. A change to
 * today's or tomorrow's schedule (in that day's own zone) that a schedule shows (created, moved,
 * renamed, cancelled) is queued for everyone who may see the event, except whoever made it.
 */
import { inArray } from 'drizzle-orm';
import { dateInZone } from '#contract/dates';
import type { Queryable } from '../../db/client';
import { type events, tourDays } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { type NotificationItem, queueNotifications } from '../notifications/notification-queue';
import { tourPeople } from '../notifications/tour-people';
import { eventAudience } from './event-audience';
import { canSeeEvent } from './events.policy';
import { dayLabel, type EventState, scheduleLine } from './schedule-wording';

type EventRow = typeof events.$inferSelect;
type DayRow = typeof tourDays.$inferSelect;

/** An event starts at most this far from its day's date (late shows run past midnight). */
const NEAR_MS = 3 * 86_400_000;

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Today or tomorrow where the day happens. */
function isSoon(day: DayRow, now: Date): boolean {
  const today = dateInZone(now, day.timeZone);
  return day.date === today || day.date === nextDate(today);
}

const stateOf = (row: EventRow, day: DayRow): EventState => ({
  title: row.title,
  startAt: row.startAt,
  endAt: row.endAt,
  timeZone: row.timeZone,
  date: day.date,
});

/** Who is told: people on the tour who may see the event (assigned-only: its audience and the managers). */
async function recipientsOf(db: Queryable, row: EventRow, actor: AuthUser): Promise<string[]> {
  const people = await tourPeople(db, row.tourId);
  const audience =
    row.visibility === 'ASSIGNED_ONLY' ? [...((await eventAudience(db, [row.id])).get(row.id) ?? [])] : [];
  return [...people]
    .filter(([userId, role]) => userId !== actor.id && canSeeEvent(role, row.visibility, audience, userId))
    .map(([userId]) => userId);
}

/**
 * Queues the notifications of one event write, in the write's transaction. `before` is null for a
 * new event, `after` for a deleted one; a delete calls this before the event's assignments are
 * tombstoned, so its audience is still known.
 */
export async function noticeScheduleChange(
  db: Queryable,
  actor: AuthUser,
  before: EventRow | null,
  after: EventRow | null,
  now: Date,
): Promise<void> {
  const current = after ?? before;
  if (!current) return;
  // Cheap first: most writes (planning weeks ahead, a replayed offline batch) are far from now.
  const near = [before, after].some(
    (row) => row && Math.abs(row.startAt.getTime() - now.getTime()) <= NEAR_MS,
  );
  if (!near) return;
  const dayIds = [...new Set([before?.tourDayId, after?.tourDayId].filter((id) => id !== undefined))];
  const days = new Map(
    (await db.select().from(tourDays).where(inArray(tourDays.id, dayIds))).map((day) => [day.id, day]),
  );
  const beforeDay = before ? days.get(before.tourDayId) : undefined;
  const afterDay = after ? days.get(after.tourDayId) : undefined;
  // The day the news is about: where the event is now, unless only where it was is soon.
  const day = [afterDay, beforeDay].find((candidate) => candidate && isSoon(candidate, now));
  if (!day) return;
  const line = scheduleLine(
    before && beforeDay ? stateOf(before, beforeDay) : null,
    after && afterDay ? stateOf(after, afterDay) : null,
    day.venue ?? day.city,
  );
  if (!line) return;
  const recipients = await recipientsOf(db, current, actor);
  const item = (userId: string): NotificationItem => ({
    userId,
    tourId: current.tourId,
    kind: 'schedule',
    key: day.id,
    title: dayLabel(day.date),
    body: line,
    url: `/dashboard/tours/${current.tourId}/daysheets/${day.date}`,
  });
  await queueNotifications(db, now, recipients.map(item));
}
