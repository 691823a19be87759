import { useState } from 'react';
import { deleteGroup } from '../../api/groups.api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useGroupWrite } from './use-group-write';
import type { GroupView } from './use-tour-groups';

export function DeleteGroupButton({ group, disabled }: { group: GroupView; disabled: boolean }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const write = useGroupWrite();
  return (
    <>
      <Button
        variant="ghost"
        aria-label={`Delete ${group.name}`}
        disabled={disabled}
        onClick={() => setIsConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${group.name}?`}
        confirmLabel="Delete group"
        isPending={write.isPending}
        onConfirm={async () => {
          if (await write.run(() => deleteGroup(group.id), 'Group deleted')) setIsConfirming(false);
        }}
        onCancel={() => setIsConfirming(false)}
      >
        <p>Its members stay on the tour. Events it was assigned to lose it.</p>
      </ConfirmDialog>
    </>
  );
}
