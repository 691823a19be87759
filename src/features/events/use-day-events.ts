import { useMemo } from 'react';
import { personName } from '../../lib/tour-role';
import type { DayRows } from '../../offline/day-rows';
import type { EventRow } from '../../offline/db';

/** Someone on the tour; `phoneNumber` travels with the mirror so crew can call each other offline. */
export type Person = { userId: string; name: string; phoneNumber: string | null };
export type GroupOption = { groupId: string; name: string; members: Person[] };
export type DayEvent = { event: EventRow; assignees: Person[]; groups: GroupOption[] };
export type DayEvents = { events: DayEvent[]; people: Person[]; groups: GroupOption[] };
/** What the schedule needs of the daysheet's rows (read once for the whole sheet). */
export type DayEventRows = Pick<
  DayRows,
  'events' | 'assignments' | 'groupAssignments' | 'personnel' | 'groups' | 'groupMembers'
>;

const byStart = (a: EventRow, b: EventRow) =>
  Date.parse(a.startAt) - Date.parse(b.startAt) || a.title.localeCompare(b.title);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The day's events in time order with who is on them — people, and groups expanded to their
 * members' names — plus the tour's people and groups that can be assigned. Only what the mirror
 * holds: crew never receive events hidden from them.
 */
export function toDayEvents(rows: DayEventRows): DayEvents {
  const { events, assignments, groupAssignments, personnel, groups, groupMembers } = rows;
  const known = new Map(
    personnel.flatMap((person) =>
      person.userId
        ? [[person.userId, { name: personName(person), phoneNumber: person.phoneNumber ?? null }]]
        : [],
    ),
  );
  const personOf = (userId: string): Person => ({
    userId,
    name: known.get(userId)?.name ?? 'Someone no longer on the tour',
    phoneNumber: known.get(userId)?.phoneNumber ?? null,
  });
  const people = personnel
    .flatMap((person) => (person.userId && person.status === 'ACTIVE' ? [personOf(person.userId)] : []))
    .sort(byName);
  const groupOptions = groups
    .map((group) => ({
      groupId: group.id,
      name: group.name,
      members: groupMembers
        .filter((member) => member.groupId === group.id)
        .map((member) => personOf(member.userId))
        .sort(byName),
    }))
    .sort(byName);
  const groupById = new Map(groupOptions.map((group) => [group.groupId, group]));
  return {
    people,
    groups: groupOptions,
    events: [...events].sort(byStart).map((event) => ({
      event,
      assignees: assignments
        .filter((row) => row.eventId === event.id)
        .map((row) => personOf(row.userId))
        .sort(byName),
      groups: groupAssignments
        .filter((row) => row.eventId === event.id)
        .flatMap((row) => {
          const group = groupById.get(row.groupId);
          return group ? [group] : [];
        })
        .sort(byName),
    })),
  };
}

export function useDayEvents(rows: DayEventRows): DayEvents {
  const { events, assignments, groupAssignments, personnel, groups, groupMembers } = rows;
  return useMemo(
    () => toDayEvents({ events, assignments, groupAssignments, personnel, groups, groupMembers }),
    [events, assignments, groupAssignments, personnel, groups, groupMembers],
  );
}
