import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import {
  UpdateWorkspaceSchema,
  WorkspaceArtistSchema,
  WorkspaceMemberSchema,
  WorkspaceSchema,
} from '#contract/workspaces';
import { defineRoute } from '../../http/route';
import {
  getWorkspace,
  listWorkspaceArtists,
  listWorkspaceMembers,
  listWorkspaces,
  renameWorkspace,
} from './workspaces.service';

const tag = 'Workspaces';

export const workspacesRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/workspaces',
      tag,
      access: 'user',
      summary: 'The workspaces you own or belong to, your own first',
      response: v.array(WorkspaceSchema),
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await listWorkspaces(deps.database.db, user) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/workspaces/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One workspace you own or belong to',
      response: WorkspaceSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getWorkspace(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/workspaces/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateWorkspaceSchema,
      summary: 'Rename a workspace (its owner only)',
      response: WorkspaceSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => renameWorkspace(tx, user, params.id, body)),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/workspaces/{id}/artists',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The artists of a workspace, archived ones included, by name',
      response: v.array(WorkspaceArtistSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listWorkspaceArtists(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/workspaces/{id}/members',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The people of a workspace: its owner, then its members',
      response: v.array(WorkspaceMemberSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listWorkspaceMembers(deps.database.db, user, params.id),
    }),
  ),
];
