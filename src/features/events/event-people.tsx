import { Fragment } from 'react';
import type { GroupOption, Person } from './use-day-events';

type EventPeopleProps = {
  assignees: readonly Person[];
  groups: readonly GroupOption[];
  passportWarnings: ReadonlyMap<string, string>;
};

/** A name, and the number to call them on (a `tel:` link works offline from the mirror). */
function PersonWithPhone({ person, warning }: { person: Person; warning: string | undefined }) {
  return (
    <>
      {person.name}
      {warning ? (
        <span className="ml-1 font-medium text-amber-800 dark:text-amber-300" title={warning}>
          (⚠ {warning})
        </span>
      ) : null}
      {person.phoneNumber ? <Phone person={person} phoneNumber={person.phoneNumber} /> : null}
    </>
  );
}

function Phone({ person, phoneNumber }: { person: Person; phoneNumber: string }) {
  return (
    <>
      {' '}
      <a
        href={`tel:${phoneNumber.replace(/[^+\d]/g, '')}`}
        className="whitespace-nowrap text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        aria-label={`Call ${person.name} on ${phoneNumber}`}
      >
        {phoneNumber}
      </a>
    </>
  );
}

type PeopleListProps = { people: readonly Person[]; warnings: ReadonlyMap<string, string> };

function PeopleList({ people, warnings }: PeopleListProps) {
  return people.map((person, index) => (
    <Fragment key={person.userId}>
      {index > 0 ? ', ' : null}
      <PersonWithPhone person={person} warning={warnings.get(person.userId)} />
    </Fragment>
  ));
}

/** Who is on an event: people assigned directly, then each group with its members, with their phones. */
export function EventPeople({ assignees, groups, passportWarnings }: EventPeopleProps) {
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
          <span className="font-medium">Assigned:</span>{' '}
          <PeopleList people={assignees} warnings={passportWarnings} />
        </p>
      ) : null}
      {groups.map((group) => (
        <p key={group.groupId}>
          <span className="font-medium">{group.name} (group):</span>{' '}
          {group.members.length > 0 ? (
            <PeopleList people={group.members} warnings={passportWarnings} />
          ) : (
            'Nobody in this group yet'
          )}
        </p>
      ))}
    </div>
  );
}
