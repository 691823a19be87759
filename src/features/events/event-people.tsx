import { Fragment } from 'react';
import type { GroupOption, Person } from './use-day-events';

type EventPeopleProps = { assignees: readonly Person[]; groups: readonly GroupOption[] };

/** A name, and the number to call them on (a `tel:` link works offline from the mirror). */
function PersonWithPhone({ person }: { person: Person }) {
  if (!person.phoneNumber) return <>{person.name}</>;
  return (
    <>
      {person.name}{' '}
      <a
        href={`tel:${person.phoneNumber.replace(/[^+\d]/g, '')}`}
        className="whitespace-nowrap text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        aria-label={`Call ${person.name} on ${person.phoneNumber}`}
      >
        {person.phoneNumber}
      </a>
    </>
  );
}

function PeopleList({ people }: { people: readonly Person[] }) {
  return people.map((person, index) => (
    <Fragment key={person.userId}>
      {index > 0 ? ', ' : null}
      <PersonWithPhone person={person} />
    </Fragment>
  ));
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
      {assignees.length > 0 ? (
        <p>
          <span className="font-medium">Assigned:</span> <PeopleList people={assignees} />
        </p>
      ) : null}
      {groups.map((group) => (
        <p key={group.groupId}>
          <span className="font-medium">{group.name} (group):</span>{' '}
          {group.members.length > 0 ? <PeopleList people={group.members} /> : 'Nobody in this group yet'}
        </p>
      ))}
    </div>
  );
}
