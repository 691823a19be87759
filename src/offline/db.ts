/**
 * Owns the per-user IndexedDB mirror (docs/offline-client.md): one Dexie database per signed-in user,
 * `roadie-<userId>`, holding the mirrored tour rows exactly as the sync protocol sends them, the
 * outbox of unsent writes, each tour's sync version and this device's id.
 * It must never open one user's database for another user, and never drop outbox rows itself.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { EmergencyContact, PersonalDetails } from '#contract/profile';
import type { SyncEntityData } from '#contract/sync';
import type { MutationName } from '#contract/sync-mutations';
import type { Passport, TravellingDetails } from '#contract/travelling-details';
import type { QueuedUploadRow } from './upload-queue';

export type TourRow = SyncEntityData<'tour'>;
export type TourDayRow = SyncEntityData<'tourDay'>;
export type NoteRow = SyncEntityData<'note'>;
export type EventRow = SyncEntityData<'event'>;
export type EventPersonnelRow = SyncEntityData<'eventPersonnel'>;
export type TourPersonnelRow = SyncEntityData<'tourPersonnel'>;
export type TourFileRow = SyncEntityData<'tourFile'>;
export type GroupRow = SyncEntityData<'group'>;
export type GroupMemberRow = SyncEntityData<'groupMember'>;
export type EventGroupRow = SyncEntityData<'eventGroup'>;
export type GuestListRow = SyncEntityData<'guestListSubmission'>;
export type AccommodationRoomRow = SyncEntityData<'accommodationRoom'>;
export type RoomMemberRow = SyncEntityData<'roomMember'>;
export type RiderRow = SyncEntityData<'rider'>;
export type RiderItemRow = SyncEntityData<'riderItem'>;
export type RiderPersonnelRow = SyncEntityData<'riderPersonnel'>;
export type RiderExternalPersonRow = SyncEntityData<'riderExternalPerson'>;
export type RiderLaborRow = SyncEntityData<'riderLabor'>;
export type RiderLaborTypeRow = SyncEntityData<'riderLaborType'>;
export type RiderSupportingActRow = SyncEntityData<'riderSupportingAct'>;
export type RiderFileRow = SyncEntityData<'riderFile'>;

/**
 * The signed-in user's own profile, read from the REST routes whenever online so the profile
 * screens open offline. Personal documents are never kept on the device: the personal details
 * row has no documents, and a passport keeps only the id of its scan.
 */
export type PersonalDetailsRow = Omit<PersonalDetails, 'documents'>;
export type PassportRow = Omit<Passport, 'scan'> & { scanFileId: string | null };
export type TravellingDetailsRow = Omit<TravellingDetails, 'passports'> & { passports: PassportRow[] };
/** `position`: the server's order; contacts added on this device go last. */
export type EmergencyContactRow = EmergencyContact & { position: number };

/**
 * The outbox scope of writes to the user's own profile (no tour): such rows are re-applied after
 * the profile is re-read, a discard re-reads the profile, and the tour pull never sees them.
 */
export const PROFILE_SCOPE = 'profile';
export const isProfileScope = (scope: string) => scope === PROFILE_SCOPE;

export type OutboxStatus = 'pending' | 'sending' | 'failed';
export type OutboxError = { status: number; message: string; code: string };

export type OutboxRow = {
  /** Auto-increasing and never reused: the order the server applies the device's writes in. */
  seq: number;
  mutationId: string;
  name: MutationName;
  args: unknown;
  /** The tour the write belongs to, or PROFILE_SCOPE for the user's own profile. */
  tourId: string;
  createdAt: string;
  status: OutboxStatus;
  error?: OutboxError;
  attempts: number;
  /** Ids of the mirror rows this write touches: what the screens mark as "waiting to sync". */
  entityIds: string[];
  /** The tour's local version when first sent: the pull restarts there once the server answered. */
  baseVersion?: number;
};

/** `resync`: the next pull starts from 0 and replaces the tour's rows (after a discard). */
export type SyncStateRow = { tourId: string; version: number; resync?: boolean };
export type MetaRow = { key: string; value: string };

/**
 * A file whose bytes this device keeps in the Cache API (src/offline/file-cache.ts). Device-local:
 * never synced. `upcoming` ones are chosen by the app and dropped when their day has passed;
 * `manual` ones stay until the user removes them or the file is gone from the tour; `removed`
 * rows hold no bytes: the user took an upcoming file off the device, so it is not fetched again.
 */
export type SavedFileRow = {
  fileId: string;
  tourId: string;
  tourDayId: string | null;
  reason: 'upcoming' | 'manual' | 'removed';
  size: number;
  savedAt: string;
};

export type RoadieDb = Dexie & {
  readonly userId: string;
  tours: Table<TourRow, string>;
  tourDays: Table<TourDayRow, string>;
  notes: Table<NoteRow, string>;
  events: Table<EventRow, string>;
  eventPersonnel: Table<EventPersonnelRow, string>;
  tourPersonnel: Table<TourPersonnelRow, string>;
  tourFiles: Table<TourFileRow, string>;
  groups: Table<GroupRow, string>;
  groupMembers: Table<GroupMemberRow, string>;
  eventGroups: Table<EventGroupRow, string>;
  guestLists: Table<GuestListRow, string>;
  accommodationRooms: Table<AccommodationRoomRow, string>;
  roomMembers: Table<RoomMemberRow, string>;
  riders: Table<RiderRow, string>;
  riderItems: Table<RiderItemRow, string>;
  riderPersonnel: Table<RiderPersonnelRow, string>;
  riderExternalPeople: Table<RiderExternalPersonRow, string>;
  riderLabors: Table<RiderLaborRow, string>;
  riderLaborTypes: Table<RiderLaborTypeRow, string>;
  riderSupportingActs: Table<RiderSupportingActRow, string>;
  riderFiles: Table<RiderFileRow, string>;
  savedFiles: Table<SavedFileRow, string>;
  uploads: Table<QueuedUploadRow, string>;
  personalDetails: Table<PersonalDetailsRow, string>;
  travellingDetails: Table<TravellingDetailsRow, string>;
  emergencyContacts: Table<EmergencyContactRow, string>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  syncState: Table<SyncStateRow, string>;
  meta: Table<MetaRow, string>;
};

/** The tables that mirror server rows; every one of them carries `tourId`. */
export const MIRROR_TABLES = [
  'tours',
  'tourDays',
  'notes',
  'events',
  'eventPersonnel',
  'tourPersonnel',
  'tourFiles',
  'groups',
  'groupMembers',
  'eventGroups',
  'guestLists',
  'accommodationRooms',
  'roomMembers',
  'riders',
  'riderItems',
  'riderPersonnel',
  'riderExternalPeople',
  'riderLabors',
  'riderLaborTypes',
  'riderSupportingActs',
  'riderFiles',
] as const;
export type MirrorTableName = (typeof MIRROR_TABLES)[number];

/** The user's own profile (no `tourId`): re-read whole from the REST routes, never by the tour pull. */
export const PROFILE_TABLES = ['personalDetails', 'travellingDetails', 'emergencyContacts'] as const;
/** Every table a local effect may write. */
export const EFFECT_TABLES = [...MIRROR_TABLES, ...PROFILE_TABLES] as const;

export const dbNameFor = (userId: string) => `roadie-${userId}`;

/** Another IndexedDB (tests: a second device in one process); the browser's by default. */
export type DbOptions = { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };

function createDb(userId: string, options: DbOptions): RoadieDb {
  const dexie = new Dexie(dbNameFor(userId), options);
  dexie.version(1).stores({
    tours: 'id',
    tourDays: 'id, tourId, [tourId+date]',
    notes: 'id, tourDayId, tourId',
    events: 'id, tourDayId, tourId',
    eventPersonnel: 'id, eventId, tourId, [eventId+userId]',
    tourPersonnel: 'id, tourId',
    outbox: '++seq, &mutationId, tourId, status, *entityIds',
    syncState: 'tourId',
    meta: 'key',
  });
  // v2: tour and day files (mirrored) and the files whose bytes this device keeps.
  dexie.version(2).stores({
    tourFiles: 'id, tourId, tourDayId',
    savedFiles: 'fileId, tourId, reason',
  });
  // v3: groups of a tour's people, their members, and groups assigned to events.
  dexie.version(3).stores({
    groups: 'id, tourId',
    groupMembers: 'id, groupId, tourId',
    eventGroups: 'id, eventId, tourId, groupId',
  });
  // v4: the user's own profile, so its screens open offline and its edits queue like any other.
  dexie.version(4).stores({
    personalDetails: 'userId',
    travellingDetails: 'userId',
    emergencyContacts: 'id',
  });
  // v5: files waiting to upload, with their bytes (src/offline/upload-queue.ts).
  dexie.version(5).stores({
    uploads: 'id, status, tourId, tourDayId, artistId, createdAt',
  });
  // v6: guest list requests of shows (members: their own; managers: all).
  dexie.version(6).stores({
    guestLists: 'id, eventId, tourId',
  });
  // v7: rooms of hotel stays and the people in them, one row per person.
  dexie.version(7).stores({
    accommodationRooms: 'id, eventId, tourId',
    roomMembers: 'id, roomId, eventId, tourId, [eventId+userId]',
  });
  // v8: riders and every part of them, one row each (so two devices' edits of a section merge).
  dexie.version(8).stores({
    riders: 'id, tourId',
    riderItems: 'id, riderId, tourId',
    riderPersonnel: 'id, riderId, tourId, [riderId+userId]',
    riderExternalPeople: 'id, riderId, supportingActId, tourId',
    riderLabors: 'id, riderId, laborTypeId, tourId',
    riderLaborTypes: 'id, tourId',
    riderSupportingActs: 'id, riderId, tourId',
    riderFiles: 'id, riderId, supportingActId, tourId',
  });
  return Object.assign(dexie, { userId }) as RoadieDb;
}

/**
 * Opens (creating on first use) the signed-in user's database. Resolves as soon as it is open:
 * the screens read it at once; the device id is only needed by the first pull or push.
 */
export async function openUserDb(userId: string, options: DbOptions = {}): Promise<RoadieDb> {
  if (!userId) throw new Error('openUserDb needs the signed-in user id');
  const db = createDb(userId, options);
  await db.open();
  return db;
}

const DEVICE_ID_KEY = 'deviceId';
/** Per open database: the id never changes once written, so it is read from disk once. */
const deviceIds = new WeakMap<RoadieDb, Promise<string>>();

/** This database's device id: generated once, so the server's per-device `lastSeq` stays meaningful. */
export function getDeviceId(db: RoadieDb): Promise<string> {
  let id = deviceIds.get(db);
  if (!id) {
    id = readOrCreateDeviceId(db);
    deviceIds.set(db, id);
    // A failed read (database closing) is not remembered: the next caller tries again.
    id.catch(() => deviceIds.delete(db));
  }
  return id;
}

async function readOrCreateDeviceId(db: RoadieDb): Promise<string> {
  // A plain read first: a readwrite transaction would queue behind (and block) the screens' reads.
  const existing = await db.meta.get(DEVICE_ID_KEY);
  if (existing) return existing.value;
  return db.transaction('rw', db.meta, async () => {
    const written = await db.meta.get(DEVICE_ID_KEY);
    if (written) return written.value;
    const value = crypto.randomUUID();
    await db.meta.put({ key: DEVICE_ID_KEY, value });
    return value;
  });
}
