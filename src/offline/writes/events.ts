/** The writes of a day's events, with who (people and groups) is on them. */
import { eventTypeLabel } from '#contract/events';
import { deleteWithChildren } from '../cascade';
import type { RoadieDb } from '../db';
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { patched } from './rows';

/** Assignment rows made on this device; the server's own row for the same person replaces it. */
export const LOCAL_ASSIGNMENT_PREFIX = 'local:';
export const localAssignmentId = (eventId: string, userId: string) =>
  `${LOCAL_ASSIGNMENT_PREFIX}${eventId}:${userId}`;

async function setAssignments(db: RoadieDb, eventId: string, tourId: string, userIds: readonly string[]) {
  const rows = await db.eventPersonnel.where('eventId').equals(eventId).toArray();
  const wanted = new Set(userIds);
  await db.eventPersonnel.bulkDelete(rows.filter((row) => !wanted.has(row.userId)).map((row) => row.id));
  const present = new Set(rows.map((row) => row.userId));
  await db.eventPersonnel.bulkPut(
    [...wanted]
      .filter((userId) => !present.has(userId))
      .map((userId) => ({ id: localAssignmentId(eventId, userId), tourId, eventId, userId, role: null })),
  );
}

/** The same for groups on the event: one row per group, placeholders until the server's arrive. */
async function setGroupAssignments(
  db: RoadieDb,
  eventId: string,
  tourId: string,
  groupIds: readonly string[],
) {
  const rows = await db.eventGroups.where('eventId').equals(eventId).toArray();
  const wanted = new Set(groupIds);
  await db.eventGroups.bulkDelete(rows.filter((row) => !wanted.has(row.groupId)).map((row) => row.id));
  const present = new Set(rows.map((row) => row.groupId));
  await db.eventGroups.bulkPut(
    [...wanted]
      .filter((groupId) => !present.has(groupId))
      .map((groupId) => ({ id: localAssignmentId(eventId, groupId), tourId, eventId, groupId })),
  );
}

async function dropRooms(db: RoadieDb, eventId: string) {
  await db.accommodationRooms.where('eventId').equals(eventId).delete();
  await db.roomMembers.where('eventId').equals(eventId).delete();
}

type EventName = 'event.create' | 'event.update' | 'event.delete';

export const EVENT_WRITES = {
  'event.create': {
    async effect(db, args) {
      const day = await db.tourDays.get(args.tourDayId);
      const { id, personnelUserIds, personnelGroupIds, ...fields } = args.event;
      if (!day || !id) return null;
      const existing = await db.events.get(id);
      await db.events.put({
        id,
        tourId: day.tourId,
        tourDayId: day.id,
        type: fields.type,
        title: fields.title,
        startAt: fields.startAt,
        endAt: fields.endAt,
        timeZone: day.timeZone,
        visibility: fields.visibility,
        location: fields.location,
        providerId: fields.providerId ?? null,
        description: fields.description,
        travel: fields.type === 'TRAVEL' ? (fields.travel ?? null) : null,
        version: existing?.version ?? 0,
      });
      await setAssignments(db, id, day.tourId, personnelUserIds);
      await setGroupAssignments(db, id, day.tourId, personnelGroupIds);
      return day.tourId;
    },
    touches: (args) => (args.event.id ? [args.event.id] : []),
    createdKey: 'event',
    describe: (args) =>
      `New ${eventTypeLabel(args.event.type).toLowerCase()} event: “${excerpt(args.event.title)}”`,
  },
  'event.update': {
    async effect(db, args) {
      const event = await db.events.get(args.id);
      if (!event) return null;
      const {
        expected: _expected,
        personnelUserIds,
        personnelGroupIds,
        tourDayId,
        ...changes
      } = args.changes;
      const next = patched(event, changes);
      // Like the server: only a travel event keeps travel details.
      if (next.type !== 'TRAVEL') next.travel = null;
      if (tourDayId !== undefined && tourDayId !== event.tourDayId) {
        const day = await db.tourDays.get(tourDayId);
        // A day of another tour (or one this device never saw) is the server's to judge: keep it put.
        if (day && day.tourId === event.tourId) Object.assign(next, { tourDayId, timeZone: day.timeZone });
      }
      await db.events.put(next);
      // Like the server: a stay that is no longer a hotel stay has no rooms.
      if (event.type === 'HOTEL_STAY' && next.type !== 'HOTEL_STAY') await dropRooms(db, event.id);
      if (personnelUserIds !== undefined) await setAssignments(db, event.id, event.tourId, personnelUserIds);
      if (personnelGroupIds !== undefined)
        await setGroupAssignments(db, event.id, event.tourId, personnelGroupIds);
      return event.tourId;
    },
    touches: touchesId,
    describe: (args) =>
      args.changes.title ? `Event change: “${excerpt(args.changes.title)}”` : 'Event change',
  },
  'event.delete': {
    async effect(db, args) {
      const event = await db.events.get(args.id);
      if (!event) return null;
      // Its people, groups, guest requests and rooms go with it (contract/sync-cascade.ts).
      await deleteWithChildren(db, 'event', [event.id]);
      return event.tourId;
    },
    touches: touchesId,
    describe: () => 'Deleting an event',
  },
} satisfies MutationDeclarations<EventName>;
