import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateTeamSchema,
  TeamQuerySchema,
  TeamSchema,
  TeamTourSchema,
  UpdateTeamSchema,
} from '#contract/teams';
import { defineRoute } from '../../http/route';
import { createTeam, deleteTeam, getTeam, listTeams, listTeamTours, updateTeam } from './teams.service';

const tag = 'Workspace teams';

export const teamsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/workspace-teams',
      tag,
      access: 'user',
      query: TeamQuerySchema,
      summary:
        'My Teams: teams you own (as workspace owner) or are an active member of, optionally of one workspace',
      response: v.array(TeamSchema),
      errors: [400, 401],
    },
    async ({ query }, { deps, user }) => ({
      data: await listTeams(deps.database.db, user, query.workspaceId),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/workspace-teams',
      tag,
      access: 'user',
      status: 201,
      body: CreateTeamSchema,
      summary: 'Create a team in a workspace you own (your first one when `workspaceId` is left out)',
      response: TeamSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createTeam(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/workspace-teams/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One team, with your role on it',
      response: TeamSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getTeam(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/workspace-teams/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateTeamSchema,
      summary: 'Change a team (owner and admins; only the fields sent change)',
      response: TeamSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateTeam(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/workspace-teams/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a team with its members and wages (its owner only)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteTeam(tx, user, params.id));
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/workspace-teams/{id}/tours',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The tours of the team’s workspace, to pay members on (owner and admins)',
      response: v.array(TeamTourSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listTeamTours(deps.database.db, user, params.id) }),
  ),
];
