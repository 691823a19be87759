/**
 * Tenant cases for groups, their members, and people and groups on events. Each setup builds a
 * tour with a group (the owner in it), a second group, and an event with the owner and the first
 * group on it; each check compares the whole tour, groups included, against its snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eventGroups, eventPersonnel, groupMembers, groups } from '../../server/db/schema/index';
import { addGroupMembers, createGroup } from './group-factories';
import { tourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createEvent, createTour, daysOf, firstOf, tagDay } from './tour-factories';

async function groupsState(t: TestApp, tourId: string) {
  return JSON.stringify({
    tour: JSON.parse(await tourState(t, tourId)),
    groups: await t.db.select().from(groups).where(eq(groups.tourId, tourId)).orderBy(asc(groups.id)),
    members: await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.tourId, tourId))
      .orderBy(asc(groupMembers.id)),
    eventGroups: await t.db
      .select()
      .from(eventGroups)
      .where(eq(eventGroups.tourId, tourId))
      .orderBy(asc(eventGroups.id)),
  });
}

async function tourWithGroups(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const day = await tagDay(t, owner.token, firstOf(await daysOf(t, owner.token, tour.id)).id);
  const group = await addGroupMembers(t, owner.token, (await createGroup(t, owner.token, tour.id)).id, [
    owner.user.id,
  ]);
  const spare = await createGroup(t, owner.token, tour.id, 'Backline');
  const event = await createEvent(t, owner.token, day.id, {
    visibility: 'ASSIGNED_ONLY',
    personnelUserIds: [owner.user.id],
    personnelGroupIds: [group.id],
  });
  const [assignment] = await t.db
    .select({ id: eventPersonnel.id })
    .from(eventPersonnel)
    .where(eq(eventPersonnel.eventId, event.id));
  return {
    tourId: tour.id,
    groupId: group.id,
    spareGroupId: spare.id,
    memberId: group.members[0]?.id ?? '',
    eventId: event.id,
    personnelId: assignment?.id ?? '',
    userId: owner.user.id,
    state: await groupsState(t, tour.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await groupsState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const groupCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: tourWithGroups, verifyUnchanged: unchanged });

export const GROUP_CASES: TenantCase[] = [
  groupCase(
    'creating a group on a tour',
    'POST',
    '/groups/{id}',
    (ids) => `/api/groups/${ids.tourId}`,
    () => ({
      name: 'Lighting',
    }),
  ),
  groupCase('a tour’s groups', 'GET', '/groups/tour/{id}', (ids) => `/api/groups/tour/${ids.tourId}`),
  groupCase('a group', 'GET', '/groups/{id}', (ids) => `/api/groups/${ids.groupId}`),
  groupCase(
    'renaming a group',
    'PATCH',
    '/groups/{id}',
    (ids) => `/api/groups/${ids.groupId}`,
    () => ({
      name: 'Sound',
    }),
  ),
  groupCase('deleting a group', 'DELETE', '/groups/{id}', (ids) => `/api/groups/${ids.groupId}`),
  groupCase(
    'adding people to a group',
    'POST',
    '/groups/{id}/members',
    (ids) => `/api/groups/${ids.spareGroupId}/members`,
    (ids) => ({ userIds: [ids.userId] }),
  ),
  groupCase(
    'a group’s members',
    'GET',
    '/groups/{id}/members',
    (ids) => `/api/groups/${ids.groupId}/members`,
  ),
  groupCase(
    'taking someone out of a group',
    'DELETE',
    '/groups/{id}/members/{memberId}',
    (ids) => `/api/groups/${ids.groupId}/members/${ids.memberId}`,
  ),
  groupCase(
    'assigning people to an event',
    'POST',
    '/events/{id}/personnel',
    (ids) => `/api/events/${ids.eventId}/personnel`,
    (ids) => ({ userIds: [ids.userId] }),
  ),
  groupCase(
    'an event’s people',
    'GET',
    '/events/{id}/personnel',
    (ids) => `/api/events/${ids.eventId}/personnel`,
  ),
  groupCase(
    'a person’s role at an event',
    'PATCH',
    '/events/{id}/personnel/{personnelId}',
    (ids) => `/api/events/${ids.eventId}/personnel/${ids.personnelId}`,
    () => ({ role: 'LEAD' }),
  ),
  groupCase(
    'taking a person off an event',
    'DELETE',
    '/events/{id}/personnel/{personnelId}',
    (ids) => `/api/events/${ids.eventId}/personnel/${ids.personnelId}`,
  ),
  groupCase(
    'assigning groups to an event',
    'POST',
    '/events/{id}/personnel-groups',
    (ids) => `/api/events/${ids.eventId}/personnel-groups`,
    (ids) => ({ groupIds: [ids.spareGroupId] }),
  ),
  groupCase(
    'an event’s groups',
    'GET',
    '/events/{id}/personnel-groups',
    (ids) => `/api/events/${ids.eventId}/personnel-groups`,
  ),
  groupCase(
    'taking a group off an event',
    'DELETE',
    '/events/{id}/personnel-groups/{groupId}',
    (ids) => `/api/events/${ids.eventId}/personnel-groups/${ids.groupId}`,
  ),
];
