import { useLiveQuery } from 'dexie-react-hooks';
import type { ProjectRole } from '#contract/roles';
import type { TourPersonnelRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';
import { personnelName } from './personnel-options';

const STATUS_ORDER: Record<TourPersonnelRow['status'], number> = { ACTIVE: 0, INVITED: 1, DECLINED: 2 };

export type MirroredPersonnel = { role: ProjectRole | null; people: TourPersonnelRow[] };

/**
 * The tour's people from the mirror (so the list reads the same offline) and the caller's role on
 * the tour: members first, then open invitations, then those who declined; by name within each.
 */
export function useTourPersonnel(tourId: string): MirroredPersonnel | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [tour, people] = await Promise.all([
      db.tours.get(tourId),
      db.tourPersonnel.where('tourId').equals(tourId).toArray(),
    ]);
    people.sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        personnelName(a).localeCompare(personnelName(b), undefined, { sensitivity: 'base' }),
    );
    return { role: tour?.role ?? null, people };
  }, [db, tourId]);
}
