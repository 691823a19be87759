import { type FormEvent, useState } from 'react';
import { createGroup } from '../../api/groups.api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useGroupWrite } from './use-group-write';

/** A name, then "Create group"; the new group shows in the list once the pull brings it. */
export function CreateGroupForm({ tourId }: { tourId: string }) {
  const [name, setName] = useState('');
  const write = useGroupWrite();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await write.run(() => createGroup(tourId, name), 'Group created')) setName('');
  };
  return (
    <form
      noValidate
      aria-label="New group"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        label="Group name"
        className="flex-1"
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" disabled={write.disabled || name.trim() === ''} isPending={write.isPending}>
        Create group
      </Button>
    </form>
  );
}
