import { useLiveQuery } from 'dexie-react-hooks';
import { isManagerRole, PROJECT_ROLE_LABELS } from '#contract/roles';
import { personName } from '../../lib/tour-role';
import { useUserDb } from '../../offline/user-sync';

export type TourPerson = { userId: string; name: string; role: string };
export type TourPeople = { isManager: boolean; people: TourPerson[] };

/** The caller's role and the tour's active people, from the mirror (the table's rows). */
export function useTourPeople(tourId: string): TourPeople | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [tour, personnel] = await Promise.all([
      db.tours.get(tourId),
      db.tourPersonnel.where('tourId').equals(tourId).toArray(),
    ]);
    if (!tour) return null;
    const people = personnel
      .flatMap((p) =>
        p.userId && p.status === 'ACTIVE'
          ? [{ userId: p.userId, name: personName(p), role: PROJECT_ROLE_LABELS[p.role] }]
          : [],
      )
      .sort((a, b) => a.name.localeCompare(b.name));
    return { isManager: isManagerRole(tour.role), people };
  }, [db, tourId]);
}
