import { deleteGroup } from '../../api/groups.api';
import { ConfirmButton } from '../../ui/confirm-button';
import type { GroupView } from './use-tour-groups';

/** Deletes a group (online only: `disabled` offline); the mirror catches up in the background. */
export function DeleteGroupButton({ group, disabled }: { group: GroupView; disabled: boolean }) {
  return (
    <ConfirmButton
      aria-label={`Delete ${group.name}`}
      disabled={disabled}
      title={`Delete ${group.name}?`}
      confirmLabel="Delete group"
      explanation={<p>Its members stay on the tour. Events it was assigned to lose it.</p>}
      action={() => deleteGroup(group.id)}
      changesMirror="background-sync"
      success="Group deleted"
      failure="toast"
    >
      Delete
    </ConfirmButton>
  );
}
