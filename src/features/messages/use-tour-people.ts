import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../offline/user-sync';
import { namesByUser } from './chat-names';

export type PersonChoice = { userId: string; name: string };
export type GroupChoice = { groupId: string; name: string; people: string[] };
export type TourPeople = { people: PersonChoice[]; groups: GroupChoice[] };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The tours on this device a conversation can be started on (not archived), by name. */
export function useChatTours(): { id: string; name: string }[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tours = await db.tours.filter((tour) => !tour.archived).toArray();
    return tours.map((tour) => ({ id: tour.id, name: tour.name })).sort(byName);
  }, [db]);
}

/**
 * Who can be in a tour's conversations, from the mirror: its ACTIVE people (not the user, who is
 * in every conversation they start) and its groups with their people's names.
 */
export function useTourPeople(tourId: string): TourPeople | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [personnel, groups, groupMembers] = await Promise.all([
      db.tourPersonnel.where('tourId').equals(tourId).toArray(),
      db.groups.where('tourId').equals(tourId).toArray(),
      db.groupMembers.where('tourId').equals(tourId).toArray(),
    ]);
    const names = namesByUser(personnel);
    const people = personnel
      .flatMap((person) =>
        person.userId && person.status === 'ACTIVE' && person.userId !== db.userId
          ? [{ userId: person.userId, name: names.get(person.userId) ?? person.email }]
          : [],
      )
      .sort(byName);
    const groupChoices = groups
      .map((group) => ({
        groupId: group.id,
        name: group.name,
        people: groupMembers
          .filter((member) => member.groupId === group.id)
          .flatMap((member) => names.get(member.userId) ?? [])
          .sort((a, b) => a.localeCompare(b)),
      }))
      .sort(byName);
    return { people, groups: groupChoices };
  }, [db, tourId]);
}
