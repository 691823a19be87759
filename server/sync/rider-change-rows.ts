/**
 * Change readers of riders and every part of them: one generic reader over a synced table, since
 * all eight are read the same way (everyone on the tour receives them; nothing is hidden).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncEntity } from '#contract/sync';
import type { Queryable } from '../db/client';
import {
  files,
  riderExternalPersonnel,
  riderItems,
  riderLabors,
  riderLaborTypes,
  riderPersonnel,
  riderSupportingActs,
  riders,
} from '../db/schema/index';
import { toRider } from '../modules/riders/rider-access';
import { toExternalPerson } from '../modules/riders/rider-external-personnel.service';
import { toRiderFile } from '../modules/riders/rider-files.service';
import { toRiderItem } from '../modules/riders/rider-items.service';
import { toLaborType } from '../modules/riders/rider-labor-types.service';
import { toRiderLabor } from '../modules/riders/rider-labors.service';
import { toRiderPersonnel } from '../modules/riders/rider-personnel.service';
import { toSupportingAct } from '../modules/riders/rider-supporting-acts.service';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';

type SyncedTable = PgTable & { id: PgColumn; tourId: PgColumn; version: PgColumn };
type SyncedRow = { id: string; version: number; deletedAt: Date | null };

/** Reads `table`'s rows of the range as `entity` changes; `only` narrows a shared table (files). */
function changeReader<T extends SyncedTable, R extends SyncedRow>(
  entity: SyncEntity,
  table: T,
  toData: (row: R) => Record<string, unknown>,
  only?: SQL,
) {
  return async (db: Queryable, r: Range): Promise<ChangeRow[]> => {
    const q = db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.tourId, r.tourId), versionFilter(table.version, r), only))
      .orderBy(asc(table.version));
    // The select is over `table`, whose rows are R (the pairing is fixed in RIDER_CHANGE_READERS).
    const rows = (await (r.limit ? q.limit(r.limit) : q)) as unknown as R[];
    return rows.map((row) => ({
      entity,
      id: row.id,
      op: op(row.deletedAt),
      version: row.version,
      data: row.deletedAt ? null : toData(row),
    }));
  };
}

export const RIDER_CHANGE_READERS = {
  rider: changeReader('rider', riders, toRider),
  riderItem: changeReader('riderItem', riderItems, toRiderItem),
  riderPersonnel: changeReader('riderPersonnel', riderPersonnel, toRiderPersonnel),
  riderExternalPerson: changeReader('riderExternalPerson', riderExternalPersonnel, toExternalPerson),
  riderLabor: changeReader('riderLabor', riderLabors, toRiderLabor),
  riderLaborType: changeReader('riderLaborType', riderLaborTypes, toLaborType),
  riderSupportingAct: changeReader('riderSupportingAct', riderSupportingActs, toSupportingAct),
  // Only RIDER files: tour and day files are the `tourFile` reader's (it filters by kind too).
  riderFile: changeReader('riderFile', files, toRiderFile, eq(files.kind, 'RIDER')),
} satisfies Partial<Record<SyncEntity, (db: Queryable, r: Range) => Promise<ChangeRow[]>>>;
