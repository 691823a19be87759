import { useLiveQuery } from 'dexie-react-hooks';
import { isManagerRole } from '#contract/roles';
import type { RiderRow, TourRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type RiderSummary = RiderRow & { lineCount: number };
export type TourRiders = { tour: TourRow; canEdit: boolean; riders: RiderSummary[] };

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * Riders of the user's tours from the mirror, grouped by tour (one tour when `tourId` is given),
 * with each rider's count of section lines.
 */
export function useRiders(tourId?: string): TourRiders[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tours = tourId
      ? await db.tours.get(tourId).then((tour) => (tour ? [tour] : []))
      : await db.tours.toArray();
    const riders = tourId
      ? await db.riders.where('tourId').equals(tourId).toArray()
      : await db.riders.toArray();
    const items = await db.riderItems
      .where('riderId')
      .anyOf(riders.map((r) => r.id))
      .toArray();
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.riderId, (counts.get(item.riderId) ?? 0) + 1);
    return tours.sort(byName).map((tour) => ({
      tour,
      canEdit: isManagerRole(tour.role),
      riders: riders
        .filter((r) => r.tourId === tour.id)
        .map((r) => ({ ...r, lineCount: counts.get(r.id) ?? 0 }))
        .sort(byName),
    }));
  }, [db, tourId]);
}
