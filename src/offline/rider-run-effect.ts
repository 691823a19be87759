/** Dispatches the rider writes to their local effects (local-effects.ts hands them over). */
import type { RIDER_MUTATIONS } from '#contract/rider-mutations';
import type { RoadieDb } from './db';
import type { AnyMutation } from './local-effects';
import {
  riderAddItem,
  riderCreate,
  riderDelete,
  riderDeleteItem,
  riderUpdate,
  riderUpdateItem,
} from './rider-effects';
import {
  laborTypeCreate,
  laborTypeDelete,
  riderAddExternal,
  riderAddLabor,
  riderAddPersonnel,
  riderAddSupportingAct,
  riderDeleteExternal,
  riderDeleteLabor,
  riderDeleteSupportingAct,
  riderRemovePersonnel,
  riderUpdateExternal,
  riderUpdateLabor,
  riderUpdatePersonnel,
  riderUpdateSupportingAct,
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
      return riderUpdateItem(db, mutation.args);
    case 'rider.deleteItem':
      return riderDeleteItem(db, mutation.args);
    case 'rider.addPersonnel':
      return riderAddPersonnel(db, mutation.args);
    case 'rider.updatePersonnel':
      return riderUpdatePersonnel(db, mutation.args);
    case 'rider.removePersonnel':
      return riderRemovePersonnel(db, mutation.args);
    case 'rider.addExternal':
      return riderAddExternal(db, mutation.args);
    case 'rider.updateExternal':
      return riderUpdateExternal(db, mutation.args);
    case 'rider.deleteExternal':
      return riderDeleteExternal(db, mutation.args);
    case 'rider.addLabor':
      return riderAddLabor(db, mutation.args);
    case 'rider.updateLabor':
      return riderUpdateLabor(db, mutation.args);
    case 'rider.deleteLabor':
      return riderDeleteLabor(db, mutation.args);
    case 'riderLaborType.create':
      return laborTypeCreate(db, mutation.args);
    case 'riderLaborType.delete':
      return laborTypeDelete(db, mutation.args);
    case 'rider.addSupportingAct':
      return riderAddSupportingAct(db, mutation.args);
    case 'rider.updateSupportingAct':
      return riderUpdateSupportingAct(db, mutation.args);
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
