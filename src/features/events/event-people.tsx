import type { GroupOption, Person } from './use-day-events';

type EventPeopleProps = { assignees: readonly Person[]; groups: readonly GroupOption[] };

/** Who is on an event: people assigned directly, then each group with its members' names. */
export function EventPeople({ assignees, groups }: EventPeopleProps) {
  const names = (people: readonly Person[]) => people.map((person) => person.name).join(', ');
  if (assignees.length === 0 && groups.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium">Assigned:</span> Nobody in particular
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400">
      {assignees.length > 0 ? (
        <p>
          <span className="font-medium">Assigned:</span> {names(assignees)}
        </p>
      ) : null}
      {groups.map((group) => (
        <p key={group.groupId}>
          <span className="font-medium">{group.name} (group):</span>{' '}
          {group.members.length > 0 ? names(group.members) : 'Nobody in this group yet'}
        </p>
      ))}
    </div>
  );
}
