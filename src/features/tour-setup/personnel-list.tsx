import { useQuery } from '@tanstack/react-query';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';
import { userQueries } from '../../api/users.queries';
import { LoadState } from '../../ui/load-state';
import { PersonnelRow } from './personnel-row';

type PersonnelListProps = { tourId: string; canGrantOwner: boolean };

export function PersonnelList({ tourId, canGrantOwner }: PersonnelListProps) {
  const personnel = useQuery(tourPersonnelQueries.list(tourId));
  const currentUser = useQuery(userQueries.current());

  if (!personnel.data)
    return <LoadState query={personnel} subject="the tour’s people" notFoundTitle="Tour not found" />;
  if (personnel.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Nobody is on this tour yet. Add people below.
      </p>
    );
  }
  return (
    <ul aria-label="Personnel" className="flex flex-col gap-2">
      {personnel.data.map((person) => (
        <PersonnelRow
          key={person.id}
          tourId={tourId}
          person={person}
          canGrantOwner={canGrantOwner}
          isSelf={person.userId !== null && person.userId === currentUser.data?.id}
        />
      ))}
    </ul>
  );
}
