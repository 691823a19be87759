import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateEventProviderSchema,
  EventProviderAnswerSchema,
  ProviderListQuerySchema,
  ProviderWorkspaceSchema,
  UpdateEventProviderSchema,
} from '#contract/event-providers';
import { defineRoute } from '../../http/route';
import {
  createProvider,
  deleteProvider,
  getProvider,
  listProviders,
  updateProvider,
} from './event-providers.service';
import { readableWorkspaces } from './provider-access';

const tag = 'Event providers';

export const eventProvidersRoutes = [
  // Before /event-providers/{id}: "workspaces" is no id.
  defineRoute(
    {
      method: 'get',
      path: '/event-providers/workspaces',
      tag,
      access: 'user',
      summary: 'Workspaces whose venues and contacts the user may open (their own first)',
      response: v.array(ProviderWorkspaceSchema),
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await readableWorkspaces(deps.database.db, user.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/event-providers/workspace/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: ProviderListQuerySchema,
      summary: 'Venues, promoters, hotels and vendors of a workspace (id = workspace id), by name',
      response: v.array(EventProviderAnswerSchema),
      errors: [400, 401, 404],
    },
    async ({ params, query }, { deps, user }) => ({
      data: await listProviders(deps.database.db, user, params.id, query),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/event-providers',
      tag,
      access: 'user',
      status: 201,
      body: CreateEventProviderSchema,
      summary: 'Add a venue, promoter, hotel or vendor to a workspace',
      response: EventProviderAnswerSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createProvider(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/event-providers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One provider with its contacts',
      response: EventProviderAnswerSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getProvider(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/event-providers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateEventProviderSchema,
      summary: 'Change a provider; the days it is the venue of follow its place',
      response: EventProviderAnswerSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateProvider(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/event-providers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a provider (days and events that used it keep their venue text)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteProvider(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
];
