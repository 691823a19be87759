import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import { EVENT_PERSONNEL_ROLE_LABELS, EVENT_PERSONNEL_ROLES } from '#contract/event-personnel';
import {
  CreateTourPersonnelRoleSchema,
  EventPersonnelRoleItemSchema,
  EventPersonnelRoleParamsSchema,
  TourPersonnelRoleSchema,
  TourPersonnelRolesQuerySchema,
  UpdateTourPersonnelRoleSchema,
} from '#contract/tour-personnel-roles';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { requireWorkspaceOfTour } from './role-access';
import { createRole, deleteRole, getRole, listRoles, renameRole } from './tour-personnel-roles.service';

const tag = 'Tour personnel roles';

export const tourPersonnelRolesRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/tour-personnel-roles',
      tag,
      access: 'user',
      query: TourPersonnelRolesQuerySchema,
      summary: 'The role titles of a workspace (or of the workspace of `tourId`), by name',
      response: v.array(TourPersonnelRoleSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => {
      const db = deps.database.db;
      const workspaceId = query.tourId
        ? (await requireWorkspaceOfTour(db, user, query.tourId)).workspaceId
        : (query.workspaceId ?? '');
      return { data: await listRoles(db, user, workspaceId, deps.now()) };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tour-personnel-roles',
      tag,
      access: 'user',
      status: 201,
      body: CreateTourPersonnelRoleSchema,
      summary: 'Add a role title to a workspace (its owner or a manager of one of its tours)',
      response: TourPersonnelRoleSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createRole(tx, user, body, deps.now())),
      status: 201,
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/tour-personnel-roles/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One role title',
      response: TourPersonnelRoleSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: (await getRole(deps.database.db, user, params.id)).role }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/tour-personnel-roles/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateTourPersonnelRoleSchema,
      summary: 'Rename a role title (people who have it keep the old text)',
      response: TourPersonnelRoleSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await renameRole(deps.database.db, user, params.id, body.name, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/tour-personnel-roles/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Remove a role title from the catalogue (people who have it keep it as text)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deleteRole(deps.database.db, user, params.id, deps.now());
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/event-personnel-roles/{id}',
      tag: 'Event personnel',
      access: 'user',
      params: EventPersonnelRoleParamsSchema,
      summary: 'One of the fixed event roles, by its code',
      response: EventPersonnelRoleItemSchema,
      errors: [401, 404],
    },
    ({ params }) => {
      const id = EVENT_PERSONNEL_ROLES.find((code) => code === params.id);
      if (!id) throw notFound();
      return { data: { id, name: EVENT_PERSONNEL_ROLE_LABELS[id], label: EVENT_PERSONNEL_ROLE_LABELS[id] } };
    },
  ),
];
