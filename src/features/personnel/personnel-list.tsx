import type { TourPersonnel } from '#contract/tour-personnel';
import { PersonnelRow } from './personnel-row';

type PersonnelListProps = {
  tourId: string;
  people: TourPersonnel[];
  currentUserId: string | undefined;
  canManage: boolean;
  canGrantOwner: boolean;
  isOnline: boolean;
  /** Passport warnings by user id. */
  passportWarnings?: ReadonlyMap<string, string>;
};

export function PersonnelList({ people, currentUserId, passportWarnings, ...rowProps }: PersonnelListProps) {
  if (people.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Nobody is on this tour yet.
      </p>
    );
  }
  return (
    <ul aria-label="Personnel" className="flex flex-col gap-2">
      {people.map((person) => (
        <PersonnelRow
          key={person.id}
          person={person}
          isSelf={person.userId !== null && person.userId === currentUserId}
          passportWarning={person.userId ? passportWarnings?.get(person.userId) : null}
          {...rowProps}
        />
      ))}
    </ul>
  );
}
