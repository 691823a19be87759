import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  AddGroupMembersSchema,
  CreateGroupSchema,
  GroupMemberDetailSchema,
  GroupMemberParamsSchema,
  GroupWithMembersSchema,
  UpdateGroupSchema,
} from '#contract/groups';
import { defineRoute } from '../../http/route';
import { addGroupMembers, listGroupMembers, removeGroupMember } from './group-members.service';
import { createGroup, deleteGroup, getGroup, listGroups, renameGroup } from './groups.service';

const tag = 'Groups';

export const groupsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/groups/{id}',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateGroupSchema,
      summary: 'Create a group on a tour (id = tour id)',
      response: GroupWithMembersSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createGroup(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/groups/tour/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The tour’s groups with their members, by name',
      response: v.array(GroupWithMembersSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listGroups(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/groups/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One group with its members',
      response: GroupWithMembersSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getGroup(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/groups/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateGroupSchema,
      summary: 'Rename a group',
      response: GroupWithMembersSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        renameGroup(tx, user, params.id, body.name, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/groups/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a group (its members leave it; events it was on lose it)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteGroup(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/groups/{id}/members',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddGroupMembersSchema,
      summary: 'Add people active on the tour to a group (people already in it are kept)',
      response: GroupWithMembersSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        addGroupMembers(tx, user, params.id, body.userIds, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/groups/{id}/members',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The group’s members',
      response: v.array(GroupMemberDetailSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listGroupMembers(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/groups/{id}/members/{memberId}',
      tag,
      access: 'user',
      params: GroupMemberParamsSchema,
      summary: 'Take someone out of a group (memberId = the membership’s id)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        removeGroupMember(tx, user, params.id, params.memberId, deps.now()),
      );
      return { data: { ok: true } };
    },
  ),
];
