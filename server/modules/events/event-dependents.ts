/**
 * Rows that hang off one event (assignments, rooms of a hotel stay, guest requests of a show).
 * They are tombstoned with the event's own version, so one pull page carries the event and all of
 * them: no device is ever left with a guest request or a room whose event is gone.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  accommodationRoomMembers,
  accommodationRooms,
  eventPersonnel,
  eventPersonnelGroups,
  guestListSubmissions,
} from '../../db/schema/index';

/** Rooms of a hotel stay and the people in them (the stay was deleted or is no longer a hotel stay). */
export async function tombstoneRooms(db: Queryable, eventId: string, version: number, now: Date) {
  const tombstone = { deletedAt: now, version, updatedAt: now };
  await db
    .update(accommodationRooms)
    .set(tombstone)
    .where(and(eq(accommodationRooms.eventId, eventId), isNull(accommodationRooms.deletedAt)));
  await db
    .update(accommodationRoomMembers)
    .set(tombstone)
    .where(and(eq(accommodationRoomMembers.eventId, eventId), isNull(accommodationRoomMembers.deletedAt)));
}

/** Everything of a deleted event: assignments, rooms, room members and guest requests. */
export async function tombstoneEventDependents(db: Queryable, eventId: string, version: number, now: Date) {
  const tombstone = { deletedAt: now, version, updatedAt: now };
  await db
    .update(eventPersonnel)
    .set(tombstone)
    .where(and(eq(eventPersonnel.eventId, eventId), isNull(eventPersonnel.deletedAt)));
  await db
    .update(eventPersonnelGroups)
    .set(tombstone)
    .where(and(eq(eventPersonnelGroups.eventId, eventId), isNull(eventPersonnelGroups.deletedAt)));
  await tombstoneRooms(db, eventId, version, now);
  await db
    .update(guestListSubmissions)
    .set(tombstone)
    .where(and(eq(guestListSubmissions.eventId, eventId), isNull(guestListSubmissions.deletedAt)));
}
