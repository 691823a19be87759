import { useLiveQuery } from 'dexie-react-hooks';
import { isManagerRole } from '#contract/roles';
import { personName } from '../../lib/tour-role';
import { useUserDb } from '../../offline/user-sync';

export type GroupPerson = { userId: string; name: string };
export type GroupMemberView = GroupPerson & { memberId: string };
export type GroupView = { id: string; name: string; members: GroupMemberView[] };
export type TourGroups = { canEdit: boolean; groups: GroupView[]; people: GroupPerson[] };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The tour's groups with their members' names, and the people active on the tour (who can be
 * added), from the mirror: readable offline. `null` when the tour is not on this device.
 */
export function useTourGroups(tourId: string): TourGroups | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tables = [db.tours, db.groups, db.groupMembers, db.tourPersonnel];
    return db.transaction('r', tables, async () => {
      const [tour, groups, members, personnel] = await Promise.all([
        db.tours.get(tourId),
        db.groups.where('tourId').equals(tourId).toArray(),
        db.groupMembers.where('tourId').equals(tourId).toArray(),
        db.tourPersonnel.where('tourId').equals(tourId).toArray(),
      ]);
      if (!tour) return null;
      const names = new Map(personnel.flatMap((p) => (p.userId ? [[p.userId, personName(p)]] : [])));
      const people = personnel
        .flatMap((p) =>
          p.userId && p.status === 'ACTIVE' ? [{ userId: p.userId, name: personName(p) }] : [],
        )
        .sort(byName);
      const views = groups
        .map((group) => ({
          id: group.id,
          name: group.name,
          members: members
            .filter((member) => member.groupId === group.id)
            .map((member) => ({
              memberId: member.id,
              userId: member.userId,
              name: names.get(member.userId) ?? 'Someone no longer on the tour',
            }))
            .sort(byName),
        }))
        .sort(byName);
      return { canEdit: isManagerRole(tour.role), groups: views, people };
    });
  }, [db, tourId]);
}
