/**
 * Writes pulled pages into the mirror: each page in ONE transaction — the server's rows, the
 * tour's new version, then the outbox re-applied on top so an unsent edit is never hidden by an
 * older server row (docs/offline-client.md). It must never remove or reorder outbox rows.
 */
import * as v from 'valibot';
import { type Change, type PullResponse, SYNC_ENTITY_SCHEMAS } from '#contract/sync';
import { dropReplacedCopies } from './conflict-copies';
import { MIRROR_TABLES, type MirrorTableName, type RoadieDb } from './db';
import { LOCAL_ASSIGNMENT_PREFIX } from './local-effects';
import { reapplyOutbox } from './outbox';
import {
  collectRiderRow,
  deleteRiderParts,
  deleteSupportingActParts,
  emptyRiderUpserts,
  putRiderRows,
  RIDER_TABLE_OF,
} from './rider-mirror';

const TABLE_OF = {
  tour: 'tours',
  tourDay: 'tourDays',
  note: 'notes',
  event: 'events',
  eventPersonnel: 'eventPersonnel',
  tourPersonnel: 'tourPersonnel',
  tourFile: 'tourFiles',
  group: 'groups',
  groupMember: 'groupMembers',
  eventGroup: 'eventGroups',
  guestListSubmission: 'guestLists',
  accommodationRoom: 'accommodationRooms',
  roomMember: 'roomMembers',
  ...RIDER_TABLE_OF,
} as const satisfies Record<Change['entity'], MirrorTableName>;

/** Last change per row wins (a page may touch a row twice); upserts are validated rows. */
function collect(changes: readonly Change[]) {
  const latest = new Map<string, Change>();
  for (const change of changes) latest.set(`${change.entity}:${change.id}`, change);
  const upserts = {
    tours: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.tour>[],
    tourDays: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.tourDay>[],
    notes: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.note>[],
    events: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.event>[],
    eventPersonnel: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.eventPersonnel>[],
    tourPersonnel: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.tourPersonnel>[],
    tourFiles: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.tourFile>[],
    groups: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.group>[],
    groupMembers: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.groupMember>[],
    eventGroups: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.eventGroup>[],
    guestLists: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.guestListSubmission>[],
    accommodationRooms: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.accommodationRoom>[],
    roomMembers: [] as v.InferOutput<typeof SYNC_ENTITY_SCHEMAS.roomMember>[],
  };
  const riderRows = emptyRiderUpserts();
  const deletes: Change[] = [];
  for (const change of latest.values()) {
    if (change.op === 'delete') {
      deletes.push(change);
      continue;
    }
    if (collectRiderRow(change, riderRows)) continue;
    // A row this client cannot read is a server bug: fail the page loudly rather than drop it.
    switch (change.entity) {
      case 'tour':
        upserts.tours.push(v.parse(SYNC_ENTITY_SCHEMAS.tour, change.data));
        break;
      case 'tourDay':
        upserts.tourDays.push(v.parse(SYNC_ENTITY_SCHEMAS.tourDay, change.data));
        break;
      case 'note':
        upserts.notes.push(v.parse(SYNC_ENTITY_SCHEMAS.note, change.data));
        break;
      case 'event':
        upserts.events.push(v.parse(SYNC_ENTITY_SCHEMAS.event, change.data));
        break;
      case 'eventPersonnel':
        upserts.eventPersonnel.push(v.parse(SYNC_ENTITY_SCHEMAS.eventPersonnel, change.data));
        break;
      case 'tourPersonnel':
        upserts.tourPersonnel.push(v.parse(SYNC_ENTITY_SCHEMAS.tourPersonnel, change.data));
        break;
      case 'tourFile':
        upserts.tourFiles.push(v.parse(SYNC_ENTITY_SCHEMAS.tourFile, change.data));
        break;
      case 'group':
        upserts.groups.push(v.parse(SYNC_ENTITY_SCHEMAS.group, change.data));
        break;
      case 'groupMember':
        upserts.groupMembers.push(v.parse(SYNC_ENTITY_SCHEMAS.groupMember, change.data));
        break;
      case 'eventGroup':
        upserts.eventGroups.push(v.parse(SYNC_ENTITY_SCHEMAS.eventGroup, change.data));
        break;
      case 'guestListSubmission':
        upserts.guestLists.push(v.parse(SYNC_ENTITY_SCHEMAS.guestListSubmission, change.data));
        break;
      case 'accommodationRoom':
        upserts.accommodationRooms.push(v.parse(SYNC_ENTITY_SCHEMAS.accommodationRoom, change.data));
        break;
      case 'roomMember':
        upserts.roomMembers.push(v.parse(SYNC_ENTITY_SCHEMAS.roomMember, change.data));
        break;
    }
  }
  return { upserts, riderRows, deletes };
}

async function deleteEvents(db: RoadieDb, eventIds: string[]) {
  await db.events.bulkDelete(eventIds);
  await db.eventPersonnel.where('eventId').anyOf(eventIds).delete();
  await db.eventGroups.where('eventId').anyOf(eventIds).delete();
  await db.guestLists.where('eventId').anyOf(eventIds).delete();
  await db.accommodationRooms.where('eventId').anyOf(eventIds).delete();
  await db.roomMembers.where('eventId').anyOf(eventIds).delete();
}

/** Tombstones; children go with their parent even if the server sends no tombstone for them. */
async function applyDelete(db: RoadieDb, change: Change) {
  switch (change.entity) {
    case 'event':
      return deleteEvents(db, [change.id]);
    case 'tourDay': {
      await db.tourDays.delete(change.id);
      await db.notes.where('tourDayId').equals(change.id).delete();
      await db.tourFiles.where('tourDayId').equals(change.id).delete();
      const events = await db.events.where('tourDayId').equals(change.id).primaryKeys();
      return deleteEvents(db, events);
    }
    case 'tour':
      return wipeInTransaction(db, change.id);
    case 'group':
      await db.groups.delete(change.id);
      await db.groupMembers.where('groupId').equals(change.id).delete();
      return db.eventGroups.where('groupId').equals(change.id).delete();
    case 'accommodationRoom':
      await db.accommodationRooms.delete(change.id);
      return db.roomMembers.where('roomId').equals(change.id).delete();
    case 'rider':
      return deleteRiderParts(db, change.id);
    case 'riderSupportingAct':
      return deleteSupportingActParts(db, change.id);
    default:
      return db[TABLE_OF[change.entity]].delete(change.id);
  }
}

async function wipeInTransaction(db: RoadieDb, tourId: string) {
  await db.tours.delete(tourId);
  for (const name of MIRROR_TABLES) {
    if (name !== 'tours') await db[name].where('tourId').equals(tourId).delete();
  }
}

export const pageScope = (db: RoadieDb) => [
  ...MIRROR_TABLES.map((name) => db[name]),
  db.outbox,
  db.syncState,
];

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Gives the main thread back between validating a page and writing it, so one page never makes one
 * long task. Not setTimeout: background tabs throttle it to a second or more.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Applies one pulled page of one tour in ONE transaction; `wipe` first removes the tour's rows. */
export async function applyPage(
  db: RoadieDb,
  tourId: string,
  page: Pick<PullResponse, 'version' | 'changes'>,
  options: { wipe: boolean },
): Promise<void> {
  const { upserts, riderRows, deletes } = collect(page.changes);
  await yieldToMain();
  await db.transaction('rw', pageScope(db), async () => {
    if (options.wipe) await wipeInTransaction(db, tourId);
    await db.tours.bulkPut(upserts.tours);
    await db.tourDays.bulkPut(upserts.tourDays);
    await db.notes.bulkPut(upserts.notes);
    await dropReplacedCopies(db, upserts.notes);
    await db.events.bulkPut(upserts.events);
    // Placeholders live only as long as their write is queued: the outbox below re-creates them.
    await db.eventPersonnel
      .where('id')
      .startsWith(LOCAL_ASSIGNMENT_PREFIX)
      .filter((row) => row.tourId === tourId)
      .delete();
    await db.eventPersonnel.bulkPut(upserts.eventPersonnel);
    await db.eventGroups
      .where('id')
      .startsWith(LOCAL_ASSIGNMENT_PREFIX)
      .filter((row) => row.tourId === tourId)
      .delete();
    await db.eventGroups.bulkPut(upserts.eventGroups);
    await db.groups.bulkPut(upserts.groups);
    await db.groupMembers.bulkPut(upserts.groupMembers);
    await db.accommodationRooms.bulkPut(upserts.accommodationRooms);
    await db.roomMembers.bulkPut(upserts.roomMembers);
    await db.tourPersonnel.bulkPut(upserts.tourPersonnel);
    await db.tourFiles.bulkPut(upserts.tourFiles);
    await db.guestLists.bulkPut(upserts.guestLists);
    await putRiderRows(db, riderRows);
    for (const change of deletes) await applyDelete(db, change);
    await db.syncState.put({ tourId, version: page.version });
    await reapplyOutbox(db, tourId);
  });
}

/** Removes a tour this user no longer sees (its outbox rows stay: they are the user's writes). */
export async function forgetTour(db: RoadieDb, tourId: string): Promise<void> {
  await db.transaction('rw', pageScope(db), async () => {
    await wipeInTransaction(db, tourId);
    await db.syncState.delete(tourId);
  });
}
