/**
 * Deleting a synced row deletes what hangs off it (contract/sync-cascade.ts, the one list the
 * devices read too): its children are tombstoned with the parent's version, recursively, so one
 * pull page carries the parent and every child and no device is left with an orphan.
 */
import { and, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncEntity } from '#contract/sync';
import { childrenOf, type SYNC_CHILDREN, type SyncParentEntity } from '#contract/sync-cascade';
import type { Queryable } from '../db/client';
import {
  accommodationRooms,
  chatMembers,
  chatMessages,
  chatReads,
  chatRooms,
  eventGroups,
  eventPersonnel,
  events,
  files,
  groupMembers,
  groups,
  guestListSubmissions,
  notes,
  productionTrackers,
  riderExternalPeople,
  riderItems,
  riderLabors,
  riderLaborTypes,
  riderPersonnel,
  riderSupportingActs,
  riders,
  roomMembers,
  TOUR_FILE_KINDS,
  tourDays,
  tourEventProviders,
  tourPersonnel,
} from '../db/schema/index';
import { tombstone } from './versioning';

/** Entities stored as rows of a tour (the tour itself is the version counter, never tombstoned). */
export type RowEntity = Exclude<SyncEntity, 'tour'>;
type Link = (typeof SYNC_CHILDREN)[SyncParentEntity][number];
/** The columns by which `E`'s rows hang off a parent (none for a row that is nobody's child). */
export type ParentKey<E extends RowEntity> = Extract<Link, { entity: E }>['key'];

type SyncTable = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  tourId: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
};
/**
 * The server side of one sync entity: its table — which must have every column the cascade list
 * links `E` to its parent by (tsc fails when the list gains one the table lacks) — and, for a
 * table two entities share (`files`), the filter that picks `E`'s rows.
 */
export type EntityTable<E extends RowEntity> = {
  readonly table: SyncTable & { readonly [K in ParentKey<E>]: PgColumn };
  readonly only?: SQL;
};

/**
 * The table of every sync entity, declared once: the pull reads it (change-reader.ts), the cascade
 * tombstones through it. An entity missing here fails tsc.
 */
export const SYNC_TABLES = {
  tourDay: { table: tourDays },
  note: { table: notes },
  event: { table: events },
  eventPersonnel: { table: eventPersonnel },
  tourPersonnel: { table: tourPersonnel },
  tourFile: { table: files, only: inArray(files.kind, [...TOUR_FILE_KINDS]) },
  group: { table: groups },
  groupMember: { table: groupMembers },
  eventGroup: { table: eventGroups },
  guestListSubmission: { table: guestListSubmissions },
  accommodationRoom: { table: accommodationRooms },
  roomMember: { table: roomMembers },
  productionTracker: { table: productionTrackers },
  rider: { table: riders },
  riderItem: { table: riderItems },
  riderPersonnel: { table: riderPersonnel },
  riderExternalPerson: { table: riderExternalPeople },
  riderLabor: { table: riderLabors },
  riderLaborType: { table: riderLaborTypes },
  riderSupportingAct: { table: riderSupportingActs },
  riderFile: { table: files, only: eq(files.kind, 'RIDER') },
  eventProvider: { table: tourEventProviders },
  chatRoom: { table: chatRooms },
  chatMember: { table: chatMembers },
  chatMessage: { table: chatMessages },
  chatRead: { table: chatReads },
} satisfies { readonly [E in RowEntity]: EntityTable<E> };

/** One entry seen without its entity (how the recursion walks the map). */
const entityTable = (entity: RowEntity): { table: SyncTable; only?: SQL } => SYNC_TABLES[entity];

/** The ids tombstoned by one cascade, per entity (a caller may need e.g. the files' bytes). */
export type Tombstoned = Partial<Record<RowEntity, string[]>>;

function record(into: Tombstoned, entity: RowEntity, ids: readonly string[]) {
  if (ids.length > 0) into[entity] = [...(into[entity] ?? []), ...ids];
}

/** The cascade itself: tombstones the live rows of `entity` whose `key` is one of `ids`, then their children. */
async function tombstoneRows(
  db: Queryable,
  entity: RowEntity,
  key: string,
  ids: readonly string[],
  version: number,
  now: Date,
  into: Tombstoned,
): Promise<Tombstoned> {
  if (ids.length === 0) return into;
  const { table, only } = entityTable(entity);
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`${entity} has no parent column ${key}`);
  const where = and(inArray(column, [...ids]), isNull(table.deletedAt), only);
  const gone = (await tombstone(db, table, where, version, now).returning({ id: table.id })).map(
    (row) => row.id,
  );
  record(into, entity, gone);
  return tombstoneChildren(db, entity, gone, version, now, into);
}

/** Tombstones every live child of the rows `ids` of `entity`, recursively, with `version`. */
export async function tombstoneChildren(
  db: Queryable,
  entity: RowEntity,
  ids: readonly string[],
  version: number,
  now: Date,
  into: Tombstoned = {},
): Promise<Tombstoned> {
  for (const link of childrenOf(entity)) {
    if (link.entity !== 'tour') await tombstoneRows(db, link.entity, link.key, ids, version, now, into);
  }
  return into;
}

/**
 * Tombstones the live rows of `entity` whose `key` is one of `ids`, and everything hanging off them:
 * for rows that go with something other than their deleted parent (a stay that stops being one).
 */
export function tombstoneRowsBy<E extends RowEntity>(
  db: Queryable,
  entity: E,
  key: ParentKey<E>,
  ids: readonly string[],
  version: number,
  now: Date,
): Promise<Tombstoned> {
  return tombstoneRows(db, entity, key, ids, version, now, {});
}
