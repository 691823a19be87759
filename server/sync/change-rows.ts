/**
 * Reads the rows of one tour changed after a version, table by table, as sync changes.
 * Owns how each synced table is turned into `{entity, id, op, version, data}`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SyncEntity } from '#contract/sync';
import type { Queryable } from '../db/client';
import { eventPersonnel, events, files, notes, tourDays, tourPersonnel } from '../db/schema/index';
import { eventAudience } from '../modules/events/event-audience';
import { toEvent } from '../modules/events/events.service';
import { TOUR_FILE_KINDS, toTourFile } from '../modules/files/files.service';
import { toNote } from '../modules/tour-days/notes.service';
import { toTourDay } from '../modules/tour-days/tour-days.service';
import { selectPersonnel, toTourPersonnel } from '../modules/tour-personnel/tour-personnel.service';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';
import { eventGroupChanges, groupChanges, groupMemberChanges } from './group-change-rows';
import { guestListChanges } from './guest-list-change-rows';
import { RIDER_CHANGE_READERS } from './rider-change-rows';
import { roomChanges, roomMemberChanges } from './room-change-rows';

export type { ChangeRow } from './change-range';

async function dayChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(tourDays)
    .where(and(eq(tourDays.tourId, r.tourId), versionFilter(tourDays.version, r)))
    .orderBy(asc(tourDays.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'tourDay',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    data: row.deletedAt ? null : toTourDay(row),
  }));
}

async function noteChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(notes)
    .where(and(eq(notes.tourId, r.tourId), versionFilter(notes.version, r)))
    .orderBy(asc(notes.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'note',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    data: row.deletedAt ? null : toNote(row),
  }));
}

async function eventChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(events)
    .where(and(eq(events.tourId, r.tourId), versionFilter(events.version, r)))
    .orderBy(asc(events.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => {
    const { personnelUserIds: _people, personnelGroupIds: _groups, ...data } = toEvent(row, [], []);
    return {
      entity: 'event',
      id: row.id,
      op: op(row.deletedAt),
      version: row.version,
      data: row.deletedAt ? null : data,
      eventId: row.id,
    };
  });
}

async function assignmentChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(eventPersonnel)
    .where(and(eq(eventPersonnel.tourId, r.tourId), versionFilter(eventPersonnel.version, r)))
    .orderBy(asc(eventPersonnel.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'eventPersonnel',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    eventId: row.eventId,
    data: row.deletedAt
      ? null
      : { id: row.id, tourId: row.tourId, eventId: row.eventId, userId: row.userId, role: row.role },
  }));
}

async function personnelChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = selectPersonnel(db)
    .where(and(eq(tourPersonnel.tourId, r.tourId), versionFilter(tourPersonnel.version, r)))
    .orderBy(asc(tourPersonnel.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'tourPersonnel',
    id: row.personnel.id,
    op: op(row.personnel.deletedAt),
    version: row.personnel.version,
    data: row.personnel.deletedAt ? null : toTourPersonnel(row),
  }));
}

/** Tour and day files (metadata only: the bytes go through signed download URLs). */
async function fileChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(files)
    .where(
      and(
        eq(files.tourId, r.tourId),
        inArray(files.kind, [...TOUR_FILE_KINDS]),
        versionFilter(files.version, r),
      ),
    )
    .orderBy(asc(files.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'tourFile',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    data: row.deletedAt ? null : toTourFile(row),
  }));
}

export const CHANGE_READERS: Record<
  Exclude<SyncEntity, 'tour'>,
  (db: Queryable, r: Range) => Promise<ChangeRow[]>
> = {
  tourDay: dayChanges,
  note: noteChanges,
  event: eventChanges,
  eventPersonnel: assignmentChanges,
  tourPersonnel: personnelChanges,
  tourFile: fileChanges,
  group: groupChanges,
  groupMember: groupMemberChanges,
  eventGroup: eventGroupChanges,
  guestListSubmission: guestListChanges,
  accommodationRoom: roomChanges,
  roomMember: roomMemberChanges,
  ...RIDER_CHANGE_READERS,
};

/** Who each event reaches, directly or through its groups (for hiding "assigned only" events from others). */
export const liveAssignees = (db: Queryable, eventIds: string[]) => eventAudience(db, eventIds);
