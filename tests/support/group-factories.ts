/** Groups through the API, as a manager's client makes them (see tour-factories.ts). */
import type { TestApp } from './test-app';
import { must } from './tour-factories';

export async function createGroup(t: TestApp, token: string, tourId: string, name = 'Audio') {
  return must(await t.call('POST /groups/{id}', { params: { id: tourId }, body: { name }, token }), 201).data;
}

export async function addGroupMembers(t: TestApp, token: string, groupId: string, userIds: string[]) {
  const response = await t.call('POST /groups/{id}/members', {
    params: { id: groupId },
    body: { userIds },
    token,
  });
  return must(response, 201).data;
}

export async function groupOf(t: TestApp, token: string, groupId: string) {
  return must(await t.call('GET /groups/{id}', { params: { id: groupId }, token })).data;
}

/** A group with these people in it. */
export async function groupWith(
  t: TestApp,
  token: string,
  tourId: string,
  userIds: string[],
  name = 'Audio',
) {
  const group = await createGroup(t, token, tourId, name);
  return userIds.length > 0 ? addGroupMembers(t, token, group.id, userIds) : group;
}
