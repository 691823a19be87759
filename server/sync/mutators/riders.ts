/**
 * The offline writes of riders (contract/rider-mutations.ts). A deleted rider's or supporting act's
 * file bytes are left to the hourly orphan sweep: a mutator runs inside the push's transaction and
 * has no "after the commit" to remove them in.
 */
import {
  addExternalPerson,
  deleteExternalPerson,
  updateExternalPerson,
} from '../../modules/riders/rider-external-personnel.service';
import { addRiderItem, deleteRiderItem, updateRiderItem } from '../../modules/riders/rider-items.service';
import { createLaborType, deleteLaborType } from '../../modules/riders/rider-labor-types.service';
import {
  createRiderLabor,
  deleteRiderLabor,
  updateRiderLabor,
} from '../../modules/riders/rider-labors.service';
import {
  addRiderPersonnel,
  removeRiderPersonnel,
  updateRiderPersonnel,
} from '../../modules/riders/rider-personnel.service';
import {
  createSupportingAct,
  deleteSupportingAct,
  updateSupportingAct,
} from '../../modules/riders/rider-supporting-acts.service';
import { createRider, deleteRider, updateRider } from '../../modules/riders/riders.service';
import type { MutatorsOf } from './mutator';

export const RIDER_MUTATORS: MutatorsOf<'rider' | 'riderLaborType'> = {
  'rider.create': { run: (db, actor, args, now) => createRider(db, actor, args.tourId, args.rider, now) },
  'rider.update': { run: (db, actor, args, now) => updateRider(db, actor, args.id, args.changes, now) },
  'rider.delete': { run: (db, actor, args, now) => deleteRider(db, actor, args.id, now) },
  'rider.addItem': { run: (db, actor, args, now) => addRiderItem(db, actor, args.riderId, args.item, now) },
  'rider.updateItem': {
    run: (db, actor, args, now) => updateRiderItem(db, actor, args.id, args.changes, now),
  },
  'rider.deleteItem': { run: (db, actor, args, now) => deleteRiderItem(db, actor, args.id, now) },
  'rider.addPersonnel': {
    run: (db, actor, args, now) => addRiderPersonnel(db, actor, args.riderId, args.person, now),
  },
  'rider.updatePersonnel': {
    run: (db, actor, args, now) => updateRiderPersonnel(db, actor, args.id, args.changes, now),
  },
  'rider.removePersonnel': { run: (db, actor, args, now) => removeRiderPersonnel(db, actor, args.id, now) },
  'rider.addExternal': {
    run: (db, actor, args, now) =>
      addExternalPerson(db, actor, args.riderId, args.supportingActId, args.person, now),
  },
  'rider.updateExternal': {
    run: (db, actor, args, now) => updateExternalPerson(db, actor, args.id, args.changes, now),
  },
  'rider.deleteExternal': { run: (db, actor, args, now) => deleteExternalPerson(db, actor, args.id, now) },
  'rider.addLabor': { run: (db, actor, args, now) => createRiderLabor(db, actor, args.labor, now) },
  'rider.updateLabor': {
    run: (db, actor, args, now) => updateRiderLabor(db, actor, args.id, args.changes, now),
  },
  'rider.deleteLabor': { run: (db, actor, args, now) => deleteRiderLabor(db, actor, args.id, now) },
  'riderLaborType.create': {
    run: (db, actor, args, now) => createLaborType(db, actor, args.laborType, now),
  },
  'riderLaborType.delete': { run: (db, actor, args, now) => deleteLaborType(db, actor, args.id, now) },
  'rider.addSupportingAct': {
    run: (db, actor, args, now) => createSupportingAct(db, actor, args.act, now),
  },
  'rider.updateSupportingAct': {
    run: (db, actor, args, now) => updateSupportingAct(db, actor, args.id, args.changes, now),
  },
  'rider.deleteSupportingAct': {
    run: (db, actor, args, now) => deleteSupportingAct(db, actor, args.id, now),
  },
};
