import { OkSchema } from '#contract/common';
import { GroupWithMembersSchema } from '#contract/groups';
import { apiRequest } from './client';

/**
 * Group writes (online only). Reads come from the mirror: groups and their members are synced to
 * every device of the tour, so the screen works offline and updates on the next pull.
 */
const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;

export function createGroup(tourId: string, name: string) {
  return apiRequest(`/groups/${encodeURIComponent(tourId)}`, GroupWithMembersSchema, {
    method: 'POST',
    body: { name },
  });
}

export function renameGroup(groupId: string, name: string) {
  return apiRequest(groupPath(groupId), GroupWithMembersSchema, { method: 'PATCH', body: { name } });
}

export function deleteGroup(groupId: string) {
  return apiRequest(groupPath(groupId), OkSchema, { method: 'DELETE' });
}

export function addGroupMembers(groupId: string, userIds: string[]) {
  return apiRequest(`${groupPath(groupId)}/members`, GroupWithMembersSchema, {
    method: 'POST',
    body: { userIds },
  });
}

/** `memberId` is the membership row's id (a `groupMember` of the mirror). */
export function removeGroupMember(groupId: string, memberId: string) {
  return apiRequest(`${groupPath(groupId)}/members/${encodeURIComponent(memberId)}`, OkSchema, {
    method: 'DELETE',
  });
}
