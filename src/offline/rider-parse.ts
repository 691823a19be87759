/**
 * Checks a rider write with its contract schema (mutations.ts hands them over). One case per name:
 * that is what lets TypeScript pair each name with its own args.
 */
import { RIDER_MUTATIONS } from '#contract/rider-mutations';
import { check } from './mutation-check';
import type { RiderMutation } from './rider-run-effect';

export function parseRiderMutation(name: keyof typeof RIDER_MUTATIONS, input: unknown): RiderMutation {
  switch (name) {
    case 'rider.create':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.update':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.delete':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.addItem':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.updateItem':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.deleteItem':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.addPersonnel':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.updatePersonnel':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.removePersonnel':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.addExternal':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.updateExternal':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.deleteExternal':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.addLabor':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.updateLabor':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.deleteLabor':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'riderLaborType.create':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'riderLaborType.delete':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.addSupportingAct':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.updateSupportingAct':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
    case 'rider.deleteSupportingAct':
      return { name, args: check(RIDER_MUTATIONS[name], input) };
  }
}
