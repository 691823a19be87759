/** People on the tour: the reader joins each person's name and phone, so it is not the generic one. */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tourPersonnel } from '../../db/schema/index';
import { selectPersonnel, toTourPersonnel } from '../../modules/tour-personnel/tour-personnel.service';
import type { RowEntity } from '../cascade';
import { type ChangeRow, op, type Range, versionFilter } from '../change-range';
import type { ChangeReader } from '../change-reader';

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

export const TOUR_PERSONNEL_READERS = {
  tourPersonnel: personnelChanges,
} satisfies Partial<Record<RowEntity, ChangeReader>>;
