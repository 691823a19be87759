import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  AddEventGroupsSchema,
  AddEventPersonnelSchema,
  EVENT_PERSONNEL_ROLE_LABELS,
  EVENT_PERSONNEL_ROLES,
  EventAssigneeSchema,
  EventGroupParamsSchema,
  EventGroupWithNameSchema,
  EventPersonnelRoleListSchema,
  UpdateEventPersonnelSchema,
} from '#contract/event-personnel';
import { PersonnelIdParamsSchema } from '#contract/tour-personnel';
import { defineRoute } from '../../http/route';
import {
  addEventGroups,
  addEventPersonnel,
  listEventGroups,
  listEventPersonnel,
  removeEventGroup,
  removeEventPersonnel,
  setEventPersonnelRole,
} from './event-assignments.service';

const tag = 'Event personnel';

export const eventPersonnelRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/event-personnel-roles',
      tag,
      access: 'user',
      summary:
        'What a person can do at an event (the roles PATCH /events/{id}/personnel/{personnelId} takes)',
      response: EventPersonnelRoleListSchema,
      errors: [401],
    },
    () => ({ data: EVENT_PERSONNEL_ROLES.map((id) => ({ id, label: EVENT_PERSONNEL_ROLE_LABELS[id] })) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/events/{id}/personnel',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddEventPersonnelSchema,
      summary: 'Assign people active on the tour to an event (people already on it are kept)',
      response: v.array(EventAssigneeSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        addEventPersonnel(tx, user, params.id, body.userIds, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/events/{id}/personnel',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The people assigned to an event directly, with their role there',
      response: v.array(EventAssigneeSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listEventPersonnel(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/events/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      body: UpdateEventPersonnelSchema,
      summary: 'Set (or clear) what an assigned person does at the event',
      response: EventAssigneeSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        setEventPersonnelRole(tx, user, params.id, params.personnelId, body.role, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/events/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      summary: 'Take a person off an event (an assigned-only event keeps at least one person or group)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        removeEventPersonnel(tx, user, params.id, params.personnelId, deps.now()),
      );
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/events/{id}/personnel-groups',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddEventGroupsSchema,
      summary: 'Assign groups of the tour to an event: their members are on it',
      response: v.array(EventGroupWithNameSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        addEventGroups(tx, user, params.id, body.groupIds, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/events/{id}/personnel-groups',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The groups assigned to an event',
      response: v.array(EventGroupWithNameSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listEventGroups(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/events/{id}/personnel-groups/{groupId}',
      tag,
      access: 'user',
      params: EventGroupParamsSchema,
      summary: 'Take a group off an event (an assigned-only event keeps at least one person or group)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        removeEventGroup(tx, user, params.id, params.groupId, deps.now()),
      );
      return { data: { ok: true } };
    },
  ),
];
