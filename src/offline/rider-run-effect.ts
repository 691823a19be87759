/** Dispatches the rider writes to their local effects (local-effects.ts hands them over). */
import type { RIDER_MUTATIONS } from '#contract/rider-mutations';
import type { RoadieDb } from './db';
import type { AnyMutation } from './local-effects';
import { patchRow, removeRow, riderAddItem, riderCreate, riderDelete, riderUpdate } from './rider-effects';
import {
  laborTypeCreate,
  laborTypeDelete,
  riderAddExternal,
  riderAddLabor,
  riderAddPersonnel,
  riderAddSupportingAct,
  riderDeleteSupportingAct,
} from './rider-part-effects';

export type RiderMutation = Extract<AnyMutation, { name: keyof typeof RIDER_MUTATIONS }>;

export function runRiderEffect(db: RoadieDb, mutation: RiderMutation, at: string): Promise<string | null> {
  switch (mutation.name) {
    case 'rider.create':
      return riderCreate(db, mutation.args, at);
    case 'rider.update':
      return riderUpdate(db, mutation.args, at);
    case 'rider.delete':
      return riderDelete(db, mutation.args);
    case 'rider.addItem':
      return riderAddItem(db, mutation.args);
    case 'rider.updateItem':
      return patchRow(db.riderItems, mutation.args.id, mutation.args.changes);
    case 'rider.deleteItem':
      return removeRow(db.riderItems, mutation.args.id);
    case 'rider.addPersonnel':
      return riderAddPersonnel(db, mutation.args);
    case 'rider.updatePersonnel':
      return patchRow(db.riderPersonnel, mutation.args.id, mutation.args.changes);
    case 'rider.removePersonnel':
      return removeRow(db.riderPersonnel, mutation.args.id);
    case 'rider.addExternal':
      return riderAddExternal(db, mutation.args);
    case 'rider.updateExternal':
      return patchRow(db.riderExternalPeople, mutation.args.id, mutation.args.changes);
    case 'rider.deleteExternal':
      return removeRow(db.riderExternalPeople, mutation.args.id);
    case 'rider.addLabor':
      return riderAddLabor(db, mutation.args);
    case 'rider.updateLabor':
      return patchRow(db.riderLabors, mutation.args.id, mutation.args.changes);
    case 'rider.deleteLabor':
      return removeRow(db.riderLabors, mutation.args.id);
    case 'riderLaborType.create':
      return laborTypeCreate(db, mutation.args);
    case 'riderLaborType.delete':
      return laborTypeDelete(db, mutation.args);
    case 'rider.addSupportingAct':
      return riderAddSupportingAct(db, mutation.args);
    case 'rider.updateSupportingAct':
      return patchRow(db.riderSupportingActs, mutation.args.id, mutation.args.changes);
    case 'rider.deleteSupportingAct':
      return riderDeleteSupportingAct(db, mutation.args);
  }
}

/** The row a creating rider write makes (what the screens mark as waiting); null for the others. */
export function riderCreatedIds(mutation: AnyMutation): string[] | null {
  switch (mutation.name) {
    case 'rider.create':
      return [mutation.args.rider.id];
    case 'rider.addItem':
      return [mutation.args.item.id];
    case 'rider.addPersonnel':
    case 'rider.addExternal':
      return [mutation.args.person.id];
    case 'rider.addLabor':
      return [mutation.args.labor.id];
    case 'riderLaborType.create':
      return [mutation.args.laborType.id];
    case 'rider.addSupportingAct':
      return [mutation.args.act.id];
    default:
      return null;
  }
}
