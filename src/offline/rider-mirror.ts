/**
 * The rider part of the pull (mirror.ts): validates pulled rider rows and writes them, and removes
 * a deleted rider's or supporting act's parts even when the server sends no tombstone for them.
 * Kept apart from mirror.ts so the eight rider tables do not swamp the tour's own.
 */
import * as v from 'valibot';
import { type Change, SYNC_ENTITY_SCHEMAS } from '#contract/sync';
import type {
  RiderExternalPersonRow,
  RiderFileRow,
  RiderItemRow,
  RiderLaborRow,
  RiderLaborTypeRow,
  RiderPersonnelRow,
  RiderRow,
  RiderSupportingActRow,
  RoadieDb,
} from './db';

export const RIDER_TABLE_OF = {
  rider: 'riders',
  riderItem: 'riderItems',
  riderPersonnel: 'riderPersonnel',
  riderExternalPerson: 'riderExternalPeople',
  riderLabor: 'riderLabors',
  riderLaborType: 'riderLaborTypes',
  riderSupportingAct: 'riderSupportingActs',
  riderFile: 'riderFiles',
} as const;

export type RiderUpserts = {
  riders: RiderRow[];
  riderItems: RiderItemRow[];
  riderPersonnel: RiderPersonnelRow[];
  riderExternalPeople: RiderExternalPersonRow[];
  riderLabors: RiderLaborRow[];
  riderLaborTypes: RiderLaborTypeRow[];
  riderSupportingActs: RiderSupportingActRow[];
  riderFiles: RiderFileRow[];
};

export const emptyRiderUpserts = (): RiderUpserts => ({
  riders: [],
  riderItems: [],
  riderPersonnel: [],
  riderExternalPeople: [],
  riderLabors: [],
  riderLaborTypes: [],
  riderSupportingActs: [],
  riderFiles: [],
});

/** Adds one pulled rider row; false when the change is not a rider entity. */
export function collectRiderRow(change: Change, into: RiderUpserts): boolean {
  switch (change.entity) {
    case 'rider':
      into.riders.push(v.parse(SYNC_ENTITY_SCHEMAS.rider, change.data));
      return true;
    case 'riderItem':
      into.riderItems.push(v.parse(SYNC_ENTITY_SCHEMAS.riderItem, change.data));
      return true;
    case 'riderPersonnel':
      into.riderPersonnel.push(v.parse(SYNC_ENTITY_SCHEMAS.riderPersonnel, change.data));
      return true;
    case 'riderExternalPerson':
      into.riderExternalPeople.push(v.parse(SYNC_ENTITY_SCHEMAS.riderExternalPerson, change.data));
      return true;
    case 'riderLabor':
      into.riderLabors.push(v.parse(SYNC_ENTITY_SCHEMAS.riderLabor, change.data));
      return true;
    case 'riderLaborType':
      into.riderLaborTypes.push(v.parse(SYNC_ENTITY_SCHEMAS.riderLaborType, change.data));
      return true;
    case 'riderSupportingAct':
      into.riderSupportingActs.push(v.parse(SYNC_ENTITY_SCHEMAS.riderSupportingAct, change.data));
      return true;
    case 'riderFile':
      into.riderFiles.push(v.parse(SYNC_ENTITY_SCHEMAS.riderFile, change.data));
      return true;
    default:
      return false;
  }
}

export async function putRiderRows(db: RoadieDb, rows: RiderUpserts): Promise<void> {
  await db.riders.bulkPut(rows.riders);
  await db.riderItems.bulkPut(rows.riderItems);
  await db.riderPersonnel.bulkPut(rows.riderPersonnel);
  await db.riderExternalPeople.bulkPut(rows.riderExternalPeople);
  await db.riderLaborTypes.bulkPut(rows.riderLaborTypes);
  await db.riderLabors.bulkPut(rows.riderLabors);
  await db.riderSupportingActs.bulkPut(rows.riderSupportingActs);
  await db.riderFiles.bulkPut(rows.riderFiles);
}

/** A rider and every part of it (the server deletes them with it). */
export async function deleteRiderParts(db: RoadieDb, riderId: string): Promise<void> {
  await db.riders.delete(riderId);
  await db.riderItems.where('riderId').equals(riderId).delete();
  await db.riderPersonnel.where('riderId').equals(riderId).delete();
  await db.riderExternalPeople.where('riderId').equals(riderId).delete();
  await db.riderLabors.where('riderId').equals(riderId).delete();
  await db.riderSupportingActs.where('riderId').equals(riderId).delete();
  await db.riderFiles.where('riderId').equals(riderId).delete();
}

/** A supporting act with its personnel and files. */
export async function deleteSupportingActParts(db: RoadieDb, actId: string): Promise<void> {
  await db.riderSupportingActs.delete(actId);
  await db.riderExternalPeople.where('supportingActId').equals(actId).delete();
  await db.riderFiles.where('supportingActId').equals(actId).delete();
}
