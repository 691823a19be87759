/**
 * Owns the per-user IndexedDB mirror (docs/offline-client.md): one Dexie database per signed-in user,
 * `roadie-<userId>`, holding the mirrored tour rows exactly as the sync protocol sends them, the
 * outbox of unsent writes, each tour's sync version and this device's id. The mirrored tables come
 * from DEVICE_ENTITIES (entities.ts): one table per sync entity, nothing written here by hand.
 * It must never open one user's database for another user, and never drop outbox rows itself.
 */
import type { Dexie, EntityTable, Table } from 'dexie';
import type { EmergencyContact, PersonalDetails } from '#contract/profile';
import { SYNC_ENTITIES, type SyncEntity, type SyncEntityData } from '#contract/sync';
import type { MutationName } from '#contract/sync-mutations';
import type { Passport, TravellingDetails } from '#contract/travelling-details';
import { createDb } from './db-schema';
import { type MirrorTableName, type TableOf, tableOf } from './entities';
import type { QueuedUploadRow } from './upload-queue';

export { dbNameFor } from './db-schema';
export type { MirrorTableName };

/** A mirrored row of `entity`, exactly as the pull validated it. */
export type MirrorRow<E extends SyncEntity = SyncEntity> = SyncEntityData<E>;
export type TourRow = MirrorRow<'tour'>;
export type TourDayRow = MirrorRow<'tourDay'>;
export type NoteRow = MirrorRow<'note'>;
export type EventRow = MirrorRow<'event'>;
export type EventPersonnelRow = MirrorRow<'eventPersonnel'>;
export type TourPersonnelRow = MirrorRow<'tourPersonnel'>;
export type TourFileRow = MirrorRow<'tourFile'>;
export type GroupRow = MirrorRow<'group'>;
export type GroupMemberRow = MirrorRow<'groupMember'>;
export type EventGroupRow = MirrorRow<'eventGroup'>;
export type GuestListSubmissionRow = MirrorRow<'guestListSubmission'>;
export type AccommodationRoomRow = MirrorRow<'accommodationRoom'>;
export type RoomMemberRow = MirrorRow<'roomMember'>;
export type RiderRow = MirrorRow<'rider'>;
export type RiderItemRow = MirrorRow<'riderItem'>;
export type RiderPersonnelRow = MirrorRow<'riderPersonnel'>;
export type RiderExternalPersonRow = MirrorRow<'riderExternalPerson'>;
export type RiderLaborRow = MirrorRow<'riderLabor'>;
export type RiderLaborTypeRow = MirrorRow<'riderLaborType'>;
export type RiderSupportingActRow = MirrorRow<'riderSupportingAct'>;
export type RiderFileRow = MirrorRow<'riderFile'>;

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
  scope: string;
  createdAt: string;
  status: OutboxStatus;
  error?: OutboxError;
  attempts: number;
  /** Ids of the mirror rows this write touches: what the screens mark as "waiting to sync". */
  entityIds: string[];
  /** The tour's local version when first sent: the pull restarts there once the server answered. */
  baseVersion?: number;
};

/**
 * `version`: where the next pull starts. `resync`: it starts from 0 and replaces the tour's rows
 * (after a discard). `held`: set while the pull was rewound behind what the device already holds
 * (push-results.ts), so the tour does not read as still arriving while it catches up.
 */
export type SyncStateRow = { tourId: string; version: number; resync?: boolean; held?: number };

/** The newest version of a tour whose rows are all on the device. */
export const heldVersion = (state: Pick<SyncStateRow, 'version' | 'held'>): number =>
  Math.max(state.version, state.held ?? 0);
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

/** One member per sync entity, named by DEVICE_ENTITIES: `db.events`, `db.guestListSubmissions`, … */
export type MirrorTables = { [E in SyncEntity as TableOf<E>]: Table<MirrorRow<E>, string> };

export type RoadieDb = Dexie &
  MirrorTables & {
    readonly userId: string;
    savedFiles: Table<SavedFileRow, string>;
    uploads: Table<QueuedUploadRow, string>;
    personalDetails: Table<PersonalDetailsRow, string>;
    travellingDetails: Table<TravellingDetailsRow, string>;
    emergencyContacts: Table<EmergencyContactRow, string>;
    outbox: EntityTable<OutboxRow, 'seq'>;
    syncState: Table<SyncStateRow, string>;
    meta: Table<MetaRow, string>;
  };

/** The tables that mirror server rows, one per sync entity; every one but `tours` carries `tourId`. */
export const MIRROR_TABLES: readonly MirrorTableName[] = SYNC_ENTITIES.map(tableOf);

/** The user's own profile (no `tourId`): re-read whole from the REST routes, never by the tour pull. */
export const PROFILE_TABLES = ['personalDetails', 'travellingDetails', 'emergencyContacts'] as const;
/** Every table a local effect may write. */
export const EFFECT_TABLES = [...MIRROR_TABLES, ...PROFILE_TABLES] as const;

/** Another IndexedDB (tests: a second device in one process); the browser's by default. */
export type DbOptions = { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };

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
