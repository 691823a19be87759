import type { GroupOption, Person } from './use-day-events';

type EventPeopleProps = { assignees: readonly Person[]; groups: readonly GroupOption[] };

/**
 * A name, and the number to call them on (a `tel:` link works offline from the mirror), as a
 * 44 px target. Warnings about a person (passport) are shown once per day, not here.
 */
function PersonWithPhone({ person }: { person: Person }) {
  return (
    <li className="flex min-h-11 flex-wrap items-center gap-x-2">
      <span>{person.name}</span>
      {person.phoneNumber ? (
        <a
          href={`tel:${person.phoneNumber.replace(/[^+\d]/g, '')}`}
          className="inline-flex min-h-11 items-center whitespace-nowrap px-1 text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          aria-label={`Call ${person.name} on ${person.phoneNumber}`}
        >
          {person.phoneNumber}
        </a>
      ) : null}
    </li>
  );
}

function PeopleList({ label, people }: { label: string; people: readonly Person[] }) {
  return (
    <div>
      <p className="font-medium">{label} </p>
      <ul aria-label={label} className="flex flex-col">
        {people.map((person) => (
          <PersonWithPhone key={person.userId} person={person} />
        ))}
      </ul>
    </div>
  );
}

/** Who is on an event: people assigned directly, then each group with its members, with their phones. */
export function EventPeople({ assignees, groups }: EventPeopleProps) {
  if (assignees.length === 0 && groups.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium">Assigned:</span> Nobody in particular
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400">
      {assignees.length > 0 ? <PeopleList label="Assigned:" people={assignees} /> : null}
      {groups.map((group) =>
        group.members.length > 0 ? (
          <PeopleList key={group.groupId} label={`${group.name} (group):`} people={group.members} />
        ) : (
          <p key={group.groupId}>
            <span className="font-medium">{group.name} (group):</span> Nobody in this group yet
          </p>
        ),
      )}
    </div>
  );
}
