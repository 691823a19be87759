/**
 * The local effect of every offline write (contract/sync-mutations.ts) on the Dexie mirror: what the
 * screen shows until the server's rows arrive. Effects are idempotent (re-applied on top of every
 * pulled page) and must never touch the outbox or any table outside the mirror.
 */
import type { MutationArgs, MutationName } from '#contract/sync-mutations';
import type { RoadieDb } from './db';
import { guestListCheckIn, guestListSetStatus, guestListSubmit, guestListUpdate } from './guest-list-effects';
import {
  deleteEmergencyContact,
  deletePassport,
  saveEmergencyContact,
  savePassport,
  updatePersonalDetails,
  updateTravellingDetails,
} from './profile-effects';
import { riderCreatedIds, runRiderEffect } from './rider-run-effect';
import {
  roomAddMember,
  roomCreate,
  roomDelete,
  roomMoveMember,
  roomRemoveMember,
  roomUpdate,
} from './room-effects';

export type AnyMutation = { [N in MutationName]: { name: N; args: MutationArgs<N> } }[MutationName];

type EffectContext = { userId: string; at: string };
/**
 * The outbox scope of the write (its tour, or PROFILE_SCOPE), or `null` when its target is not on
 * this device (nothing changed).
 */
type EffectResult = Promise<string | null>;

/** Pending-mark ids of the two profile sections, one row each. */
export const personalDetailsMark = 'profile:personal-details';
export const travellingDetailsMark = 'profile:travelling-details';

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

async function noteCreate(db: RoadieDb, args: MutationArgs<'note.create'>, ctx: EffectContext): EffectResult {
  const day = await db.tourDays.get(args.tourDayId);
  if (!day) return null;
  const existing = await db.notes.get(args.note.id);
  await db.notes.put({
    id: args.note.id,
    tourId: day.tourId,
    tourDayId: day.id,
    text: args.note.text,
    authorId: existing?.authorId ?? ctx.userId,
    conflictOfId: existing?.conflictOfId ?? null,
    createdAt: existing?.createdAt ?? ctx.at,
    updatedAt: ctx.at,
  });
  return day.tourId;
}

async function noteUpdate(db: RoadieDb, args: MutationArgs<'note.update'>, ctx: EffectContext): EffectResult {
  const note = await db.notes.get(args.id);
  if (!note) return null;
  await db.notes.put({ ...note, text: args.changes.text, updatedAt: ctx.at });
  return note.tourId;
}

async function noteDelete(db: RoadieDb, args: MutationArgs<'note.delete'>): EffectResult {
  const note = await db.notes.get(args.id);
  if (!note) return null;
  await db.notes.delete(note.id);
  return note.tourId;
}

async function daySetTag(db: RoadieDb, args: MutationArgs<'day.setTag'>): EffectResult {
  const day = await db.tourDays.get(args.tourDayId);
  if (!day) return null;
  await db.tourDays.put({ ...day, tag: args.tag });
  return day.tourId;
}

async function eventCreate(db: RoadieDb, args: MutationArgs<'event.create'>): EffectResult {
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
    description: fields.description,
    version: existing?.version ?? 0,
  });
  await setAssignments(db, id, day.tourId, personnelUserIds);
  await setGroupAssignments(db, id, day.tourId, personnelGroupIds);
  return day.tourId;
}

async function dropRooms(db: RoadieDb, eventId: string) {
  await db.accommodationRooms.where('eventId').equals(eventId).delete();
  await db.roomMembers.where('eventId').equals(eventId).delete();
}

async function eventUpdate(db: RoadieDb, args: MutationArgs<'event.update'>): EffectResult {
  const event = await db.events.get(args.id);
  if (!event) return null;
  const { expected: _expected, personnelUserIds, personnelGroupIds, tourDayId, ...changes } = args.changes;
  const next = { ...event };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
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
}

async function eventDelete(db: RoadieDb, args: MutationArgs<'event.delete'>): EffectResult {
  const event = await db.events.get(args.id);
  if (!event) return null;
  await db.events.delete(event.id);
  await db.eventPersonnel.where('eventId').equals(event.id).delete();
  await db.eventGroups.where('eventId').equals(event.id).delete();
  await dropRooms(db, event.id);
  await db.guestLists.where('eventId').equals(event.id).delete();
  return event.tourId;
}

/** Runs one effect inside the caller's transaction (which must include the mirror tables). */
export function runEffect(db: RoadieDb, mutation: AnyMutation, ctx: EffectContext): EffectResult {
  switch (mutation.name) {
    case 'note.create':
      return noteCreate(db, mutation.args, ctx);
    case 'note.update':
      return noteUpdate(db, mutation.args, ctx);
    case 'note.delete':
      return noteDelete(db, mutation.args);
    case 'day.setTag':
      return daySetTag(db, mutation.args);
    case 'event.create':
      return eventCreate(db, mutation.args);
    case 'event.update':
      return eventUpdate(db, mutation.args);
    case 'event.delete':
      return eventDelete(db, mutation.args);
    case 'guestList.submit':
      return guestListSubmit(db, mutation.args, ctx);
    case 'guestList.update':
      return guestListUpdate(db, mutation.args);
    case 'guestList.setStatus':
      return guestListSetStatus(db, mutation.args);
    case 'guestList.checkIn':
      return guestListCheckIn(db, mutation.args);
    case 'profile.updatePersonalDetails':
      return updatePersonalDetails(db, mutation.args);
    case 'profile.updateTravellingDetails':
      return updateTravellingDetails(db, mutation.args);
    case 'passport.save':
      return savePassport(db, mutation.args);
    case 'passport.delete':
      return deletePassport(db, mutation.args);
    case 'emergencyContact.save':
      return saveEmergencyContact(db, mutation.args);
    case 'emergencyContact.delete':
      return deleteEmergencyContact(db, mutation.args);
    case 'room.create':
      return roomCreate(db, mutation.args);
    case 'room.update':
      return roomUpdate(db, mutation.args);
    case 'room.delete':
      return roomDelete(db, mutation.args);
    case 'room.addMember':
      return roomAddMember(db, mutation.args);
    case 'room.moveMember':
      return roomMoveMember(db, mutation.args);
    case 'room.removeMember':
      return roomRemoveMember(db, mutation.args);
    default:
      return runRiderEffect(db, mutation, ctx.at);
  }
}

/** The mirror rows a write touches: the screens mark them as waiting while it is in the outbox. */
export function touchedIds(mutation: AnyMutation): string[] {
  const riderIds = riderCreatedIds(mutation);
  if (riderIds) return riderIds;
  switch (mutation.name) {
    case 'note.create':
      return [mutation.args.note.id];
    case 'day.setTag':
      return [mutation.args.tourDayId];
    case 'event.create':
      return mutation.args.event.id ? [mutation.args.event.id] : [];
    case 'guestList.submit':
      return [mutation.args.submission.id];
    // The whole details row is marked: the screens show one "waiting" mark per section.
    case 'profile.updatePersonalDetails':
      return [personalDetailsMark];
    case 'profile.updateTravellingDetails':
      return [travellingDetailsMark];
    case 'passport.save':
      return [mutation.args.passport.id];
    case 'emergencyContact.save':
      return [mutation.args.contact.id];
    case 'room.create':
      return mutation.args.room.id ? [mutation.args.room.id] : [];
    case 'room.addMember':
      return [mutation.args.member.id];
    default:
      // The creating rider writes were answered above; every other write names its row's id.
      return 'id' in mutation.args ? [mutation.args.id] : [];
  }
}
