import {
  AdminEventPageSchema,
  AdminEventsQuerySchema,
  AdminListQuerySchema,
  AdminTourPageSchema,
  AdminWorkspacePageSchema,
  AdminWorkspaceSchema,
  UpdateAdminWorkspaceSchema,
} from '#contract/admin-overviews';
import { IdParamSchema } from '#contract/common';
import { defineRoute } from '../../http/route';
import { listAdminEvents, listAdminTours } from './admin-tours.service';
import { listAdminWorkspaces, updateAdminWorkspace } from './admin-workspaces.service';

const tag = 'Admin';

/** Platform admins only (`access: 'admin'`: anyone else 403), across every tenant. */
export const adminOverviewsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/admin/workspaces',
      tag,
      access: 'admin',
      query: AdminListQuerySchema,
      summary: 'Every workspace with its owner, member and team counts; searched by name or owner, paged',
      response: AdminWorkspacePageSchema,
      errors: [400, 401, 403],
    },
    async ({ query }, { deps }) => ({ data: await listAdminWorkspaces(deps.database.db, query) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/admin/workspaces/{id}',
      tag,
      access: 'admin',
      params: IdParamSchema,
      body: UpdateAdminWorkspaceSchema,
      summary: 'Rename a workspace (recorded in the admin log)',
      response: AdminWorkspaceSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateAdminWorkspace(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/admin/tours',
      tag,
      access: 'admin',
      query: AdminListQuerySchema,
      summary: 'Every tour with its artist, owner, dates and personnel count; searched, paged',
      response: AdminTourPageSchema,
      errors: [400, 401, 403],
    },
    async ({ query }, { deps }) => ({ data: await listAdminTours(deps.database.db, query) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/admin/events',
      tag,
      access: 'admin',
      query: AdminEventsQuerySchema,
      summary: 'Events of every tour by tour, date range (the days’ local dates) and type; paged',
      response: AdminEventPageSchema,
      errors: [400, 401, 403],
    },
    async ({ query }, { deps }) => ({ data: await listAdminEvents(deps.database.db, query) }),
  ),
];
