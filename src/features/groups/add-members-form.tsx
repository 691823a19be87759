import { type FormEvent, useState } from 'react';
import { GROUP_MESSAGES } from '#contract/groups';
import { MESSAGES } from '#contract/messages';
import { addGroupMembers } from '../../api/groups.api';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { useGroupWrite } from './use-group-write';
import type { GroupPerson, GroupView } from './use-tour-groups';

type AddMembersFormProps = { group: GroupView; people: readonly GroupPerson[] };

/** Checkboxes for the tour's active people not yet in the group, and "Add to group". */
export function AddMembersForm({ group, people }: AddMembersFormProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const write = useGroupWrite();
  const inGroup = new Set(group.members.map((member) => member.userId));
  const candidates = people.filter((person) => !inGroup.has(person.userId));
  if (people.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{MESSAGES.noUsersToSelect}</p>;
  if (candidates.length === 0) return null;

  const toggle = (userId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(userId);
    else next.delete(userId);
    setChosen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const userIds = candidates.filter((person) => chosen.has(person.userId)).map((person) => person.userId);
    const message = userIds.length === 1 ? GROUP_MESSAGES.userAssigned : GROUP_MESSAGES.personnelAssigned;
    if (await write.run(() => addGroupMembers(group.id, userIds), message)) setChosen(new Set());
  };
  return (
    <form aria-label={`Add people to ${group.name}`} onSubmit={submit} className="flex flex-col gap-2">
      <fieldset className="grid gap-2 sm:grid-cols-2" disabled={write.disabled}>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Add people</legend>
        {candidates.map((person) => (
          <CheckboxField
            key={person.userId}
            label={person.name}
            checked={chosen.has(person.userId)}
            onChange={(event) => toggle(person.userId, event.target.checked)}
          />
        ))}
      </fieldset>
      <div>
        <Button
          type="submit"
          variant="secondary"
          disabled={write.disabled || chosen.size === 0}
          isPending={write.isPending}
        >
          Add to {group.name}
        </Button>
      </div>
    </form>
  );
}
