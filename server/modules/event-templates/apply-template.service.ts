/**
 * Applying a template to a tour day: its items become ordinary events of the day,
 * created through createEvent so tags, versions and sync stamps are the same as for a hand-made
 * event. "Override" first tombstones the day's live events through deleteEvent.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { zonedTimeToIso } from '#contract/dates';
import type { EventTemplateItem } from '#contract/event-templates';
import type { Event } from '#contract/events';
import type { Queryable } from '../../db/client';
import { events } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { createEvent, deleteEvent, listTourEvents } from '../events/events.service';
import { requireDay, requireTagged } from '../tour-days/tour-days.service';
import { requireTemplate } from './event-templates.service';

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Wall-clock times on the day's date in its zone; an end before the start is on the next day. */
export function itemInstants(item: EventTemplateItem, date: string, timeZone: string) {
  const endDate = item.endTime < item.startTime ? nextDate(date) : date;
  return {
    startAt: zonedTimeToIso(date, item.startTime, timeZone),
    endAt: zonedTimeToIso(endDate, item.endTime, timeZone),
  };
}

export async function applyTemplate(
  db: Queryable,
  actor: AuthUser,
  dayId: string,
  templateId: string,
  mode: { replace: boolean },
  now: Date,
): Promise<Event[]> {
  const { day, tour } = await requireDay(db, actor, dayId, { manage: true });
  // Only the tour's own artist's templates: another artist's id is "not found", like any foreign id.
  const template = await requireTemplate(db, tour.artistId, templateId);
  // Checked before anything is erased, so an untagged day is refused without side effects.
  requireTagged(day);
  if (mode.replace) {
    const live = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.tourDayId, day.id), isNull(events.deletedAt)));
    for (const event of live) await deleteEvent(db, actor, event.id, now);
  }
  for (const item of template.items) {
    await createEvent(
      db,
      actor,
      day.id,
      {
        type: item.type,
        title: item.title,
        ...itemInstants(item, day.date, day.timeZone),
        visibility: item.visibility,
        location: item.location,
        description: item.description,
        personnelUserIds: [],
        personnelGroupIds: [],
      },
      now,
    );
  }
  const tourEvents = await listTourEvents(db, actor, day.tourId);
  return tourEvents.filter((event) => event.tourDayId === day.id);
}
