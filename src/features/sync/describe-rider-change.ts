import type { RIDER_MUTATIONS } from '#contract/rider-mutations';
import { RIDER_SECTION_LABELS } from '#contract/riders';
import type { AnyMutation } from '../../offline/local-effects';

type RiderMutation = Extract<AnyMutation, { name: keyof typeof RIDER_MUTATIONS }>;

/** The rider writes in the user's words (describe-change.ts hands them over). */
export function describeRiderChange(mutation: RiderMutation, excerpt: (text: string) => string): string {
  switch (mutation.name) {
    case 'rider.create':
      return `New rider: “${excerpt(mutation.args.rider.name)}”`;
    case 'rider.update':
      return 'Rider change';
    case 'rider.delete':
      return 'Deleting a rider';
    case 'rider.addItem':
      return `New ${RIDER_SECTION_LABELS[mutation.args.item.section].toLowerCase()} line: “${excerpt(mutation.args.item.label)}”`;
    case 'rider.updateItem':
      return mutation.args.changes.label
        ? `Rider line change: “${excerpt(mutation.args.changes.label)}”`
        : 'Rider line change';
    case 'rider.deleteItem':
      return 'Deleting a rider line';
    case 'rider.addPersonnel':
      return 'Putting someone on a rider';
    case 'rider.updatePersonnel':
      return 'Changing a role on a rider';
    case 'rider.removePersonnel':
      return 'Taking someone off a rider';
    case 'rider.addExternal':
      return `New contact on a rider: ${excerpt(mutation.args.person.name)}`;
    case 'rider.updateExternal':
      return 'Rider contact change';
    case 'rider.deleteExternal':
      return 'Deleting a rider contact';
    case 'rider.addLabor':
      return 'New labor line';
    case 'rider.updateLabor':
      return 'Labor line change';
    case 'rider.deleteLabor':
      return 'Deleting a labor line';
    case 'riderLaborType.create':
      return `New labor type: ${excerpt(mutation.args.laborType.name)}`;
    case 'riderLaborType.delete':
      return 'Deleting a labor type';
    case 'rider.addSupportingAct':
      return `New supporting act: ${excerpt(mutation.args.act.name)}`;
    case 'rider.updateSupportingAct':
      return 'Supporting act change';
    case 'rider.deleteSupportingAct':
      return 'Deleting a supporting act';
  }
}
