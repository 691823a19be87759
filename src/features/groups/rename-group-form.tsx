import { type FormEvent, useState } from 'react';
import { renameGroup } from '../../api/groups.api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useGroupWrite } from './use-group-write';
import type { GroupView } from './use-tour-groups';

/** Renames a group in place; `onDone` closes it (after a save or a cancel). */
export function RenameGroupForm({ group, onDone }: { group: GroupView; onDone: () => void }) {
  const [name, setName] = useState(group.name);
  const write = useGroupWrite();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await write.run(() => renameGroup(group.id, name), 'Group renamed')) onDone();
  };
  return (
    <form
      noValidate
      aria-label={`Rename ${group.name}`}
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <TextField
        label="New name"
        className="flex-1"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
      />
      <Button variant="secondary" onClick={onDone} disabled={write.isPending}>
        Cancel
      </Button>
      <Button type="submit" disabled={write.disabled || name.trim() === ''} isPending={write.isPending}>
        Save name
      </Button>
    </form>
  );
}
