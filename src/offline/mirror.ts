/**
 * Writes pulled pages into the mirror: each page in ONE transaction — the server's rows, the
 * tour's new version, then the outbox re-applied on top so an unsent edit is never hidden by an
 * older server row (docs/offline-client.md). It must never remove or reorder outbox rows.
 */
import * as v from 'valibot';
import {
  type Change,
  type PullResponse,
  SYNC_ENTITIES,
  SYNC_ENTITY_SCHEMAS,
  type SyncEntity,
} from '#contract/sync';
import { deleteWithChildren, mirrorTable, wipeTour } from './cascade';
import { dropReplacedCopies } from './conflict-copies';
import { heldVersion, MIRROR_TABLES, type MirrorRow, type RoadieDb, type SyncStateRow } from './db';
import { LOCAL_ASSIGNMENT_PREFIX } from './local-effects';
import { reapplyOutbox } from './outbox';

/** Rows per put call: a page is larger, and each call is one main-thread task (≤ 100 ms on a phone). */
export const WRITE_SLICE = 250;

/** A page's validated rows, per entity. */
type Upserts = { [E in SyncEntity]?: MirrorRow<E>[] };

/** A row this client cannot read is a server bug: `v.parse` fails the page loudly rather than drop it. */
function addUpsert<E extends SyncEntity>(upserts: Upserts, entity: E, data: Change['data']) {
  const row: MirrorRow<E> = v.parse(SYNC_ENTITY_SCHEMAS[entity], data);
  upserts[entity] ??= [];
  upserts[entity].push(row);
}

/** Last change per row wins (a page may touch a row twice); upserts are validated rows. */
function collect(changes: readonly Change[]) {
  const latest = new Map<string, Change>();
  for (const change of changes) latest.set(`${change.entity}:${change.id}`, change);
  const upserts: Upserts = {};
  // Tombstones by entity: one cascade per entity, not one per row.
  const deletes = new Map<SyncEntity, string[]>();
  for (const change of latest.values()) {
    if (change.op === 'upsert') {
      addUpsert(upserts, change.entity, change.data);
      continue;
    }
    const ids = deletes.get(change.entity) ?? [];
    ids.push(change.id);
    deletes.set(change.entity, ids);
  }
  return { upserts, deletes };
}

/**
 * Rows this device made up for a write still queued (an assignment before the server gave it an
 * id): they live only as long as that write, and the outbox re-creates them after each page.
 */
const PLACEHOLDER_ENTITIES = ['eventPersonnel', 'eventGroup'] as const satisfies readonly SyncEntity[];

async function dropPlaceholders(db: RoadieDb, tourId: string) {
  for (const entity of PLACEHOLDER_ENTITIES) {
    await mirrorTable(db, entity)
      .where('id')
      .startsWith(LOCAL_ASSIGNMENT_PREFIX)
      .filter((row) => 'tourId' in row && row.tourId === tourId)
      .delete();
  }
}

/**
 * The page's rows in slices of WRITE_SLICE: one put call structured-clones its rows in one
 * main-thread task. Two slices are in flight at a time: the next one is cloned and queued while
 * IndexedDB writes the one before it, so neither side waits for the other between slices (awaiting
 * each slice left IndexedDB idle while the page cloned the next, and the page idle meanwhile). A
 * failed slice still fails the page: its rejection is awaited, and the transaction aborts whole.
 */
async function putInSlices(db: RoadieDb, upserts: Upserts) {
  let inFlight: Promise<unknown> = Promise.resolve();
  for (const entity of SYNC_ENTITIES) {
    const rows = upserts[entity];
    if (!rows) continue;
    for (let from = 0; from < rows.length; from += WRITE_SLICE) {
      const slice = mirrorTable(db, entity).bulkPut(rows.slice(from, from + WRITE_SLICE));
      // Awaited below, after the slice before it: until then its failure is not unhandled.
      slice.catch(() => undefined);
      await inFlight;
      inFlight = slice;
    }
  }
  await inFlight;
}

export const pageScope = (db: RoadieDb) => [
  ...MIRROR_TABLES.map((name) => db[name]),
  db.outbox,
  db.syncState,
];

/**
 * The cursor a written page leaves: where it ended, and what a rewound pull still holds until it
 * gets there again (a wipe holds nothing). A new cursor also ends a `resync`.
 */
function pageCursor(tourId: string, version: number, before: SyncStateRow | undefined): SyncStateRow {
  const held = before?.held;
  return held !== undefined && held > version ? { tourId, version, held } : { tourId, version };
}

/** A page's rows checked and grouped, ready to be written (a row the client cannot read throws). */
export type CheckedPage = { version: number } & ReturnType<typeof collect>;

export function checkPage(page: Pick<PullResponse, 'version' | 'changes'>): CheckedPage {
  return { version: page.version, ...collect(page.changes) };
}

/**
 * Writes one pulled page of one tour, checked by `checkPage` (a pull checks each page as it arrives,
 * while the one before it is written), in ONE transaction; `wipe` first removes the tour's rows.
 */
export async function writeCheckedPage(
  db: RoadieDb,
  tourId: string,
  page: CheckedPage,
  options: { wipe: boolean },
): Promise<void> {
  const { upserts, deletes } = page;
  await db.transaction('rw', pageScope(db), async () => {
    if (options.wipe) await wipeTour(db, tourId);
    await dropPlaceholders(db, tourId);
    await putInSlices(db, upserts);
    await dropReplacedCopies(db, upserts.note ?? []);
    // Tombstones; children go with their parent even if the server sends no tombstone for them.
    for (const [entity, ids] of deletes) await deleteWithChildren(db, entity, ids);
    await db.syncState.put(
      pageCursor(tourId, page.version, options.wipe ? undefined : await db.syncState.get(tourId)),
    );
    await reapplyOutbox(db, tourId);
  });
}

/** Removes a tour this user no longer sees (its outbox rows stay: they are the user's writes). */
export async function forgetTour(db: RoadieDb, tourId: string): Promise<void> {
  await db.transaction('rw', pageScope(db), async () => {
    await wipeTour(db, tourId);
    await db.syncState.delete(tourId);
  });
}

/**
 * Whether a tour is still arriving on the device: every page writeCheckedPage writes brings the tour (at
 * the server's version) and its cursor (where the page ended) in one transaction, so a cursor
 * behind the tour means pages are still to come — unless the pull was rewound behind what the
 * device already holds (a push's answer, push-results.ts). A tour with no cursor yet was not pulled
 * by this device's sync (a test's seed).
 */
export function tourArriving(
  tour: { version: number },
  synced: Pick<SyncStateRow, 'version' | 'held'> | undefined,
): boolean {
  return synced !== undefined && heldVersion(synced) < tour.version;
}
