/**
 * Reads the rows of one tour changed after a version, table by table, as sync changes: one
 * `changeReader` per synced table (server/sync/change-reader.ts), plus the personnel reader, which
 * joins the person's name and phone.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SyncEntity } from '#contract/sync';
import type { Queryable } from '../db/client';
import {
  accommodationRoomMembers,
  accommodationRooms,
  eventPersonnel,
  eventPersonnelGroups,
  events,
  files,
  groupMembers,
  groups,
  guestListSubmissions,
  notes,
  tourDays,
  tourPersonnel,
} from '../db/schema/index';
import { toRoom } from '../modules/accommodation/rooms.service';
import { eventAudience } from '../modules/events/event-audience';
import { toEvent } from '../modules/events/events.service';
import { TOUR_FILE_KINDS, toTourFile } from '../modules/files/files.service';
import { toSubmission } from '../modules/guest-lists/guest-lists.service';
import { toNote } from '../modules/tour-days/notes.service';
import { toTourDay } from '../modules/tour-days/tour-days.service';
import { selectPersonnel, toTourPersonnel } from '../modules/tour-personnel/tour-personnel.service';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';
import { type ChangeReader, changeReader } from './change-reader';
import { RIDER_CHANGE_READERS } from './rider-change-rows';

export type { ChangeRow } from './change-range';

/** Rows that belong to an event are hidden like it (assigned-only events). */
const ofEvent = (row: { eventId: string }) => ({ eventId: row.eventId });

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

export const CHANGE_READERS: Record<Exclude<SyncEntity, 'tour'>, ChangeReader> = {
  tourDay: changeReader('tourDay', tourDays, toTourDay),
  note: changeReader('note', notes, toNote),
  // Events travel without their assignments: those are rows of their own (eventPersonnel, eventGroup).
  event: changeReader(
    'event',
    events,
    (row) => {
      const { personnelUserIds: _people, personnelGroupIds: _groups, ...data } = toEvent(row, [], []);
      return data;
    },
    { scope: (row) => ({ eventId: row.id }) },
  ),
  eventPersonnel: changeReader(
    'eventPersonnel',
    eventPersonnel,
    (row) => ({ id: row.id, tourId: row.tourId, eventId: row.eventId, userId: row.userId, role: row.role }),
    { scope: ofEvent },
  ),
  tourPersonnel: personnelChanges,
  // Tour and day files only (metadata: the bytes go through signed download URLs).
  tourFile: changeReader('tourFile', files, toTourFile, { only: inArray(files.kind, [...TOUR_FILE_KINDS]) }),
  // Groups and their members reach everyone on the tour; a group on an event is hidden like the event.
  group: changeReader('group', groups, (row) => ({ id: row.id, tourId: row.tourId, name: row.name })),
  groupMember: changeReader('groupMember', groupMembers, (row) => ({
    id: row.id,
    tourId: row.tourId,
    groupId: row.groupId,
    userId: row.userId,
  })),
  eventGroup: changeReader(
    'eventGroup',
    eventPersonnelGroups,
    (row) => ({ id: row.id, tourId: row.tourId, eventId: row.eventId, groupId: row.groupId }),
    { scope: ofEvent },
  ),
  // A guest request goes to its requester and the managers, and is hidden like its show.
  guestListSubmission: changeReader('guestListSubmission', guestListSubmissions, toSubmission, {
    scope: (row) => ({ eventId: row.eventId, ownerUserId: row.requesterUserId }),
  }),
  accommodationRoom: changeReader('accommodationRoom', accommodationRooms, toRoom, { scope: ofEvent }),
  roomMember: changeReader(
    'roomMember',
    accommodationRoomMembers,
    (row) => ({
      id: row.id,
      tourId: row.tourId,
      eventId: row.eventId,
      roomId: row.roomId,
      userId: row.userId,
    }),
    { scope: ofEvent },
  ),
  ...RIDER_CHANGE_READERS,
};

export const liveAssignees = (db: Queryable, eventIds: string[]) => eventAudience(db, eventIds);
