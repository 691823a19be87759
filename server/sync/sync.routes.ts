import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import {
  PullQuerySchema,
  PullResponseSchema,
  PushResponseSchema,
  PushSchema,
  SyncTourSchema,
} from '#contract/sync';
import { defineRoute } from '../http/route';
import { pullChanges } from './pull';
import { pushMutations } from './push';
import { tourVersions } from './tour-versions';

const tag = 'Sync';

export const syncRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/sync/tours',
      tag,
      access: 'user',
      summary: 'Every tour the user can see with its current version (what to pull)',
      response: v.array(SyncTourSchema),
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await tourVersions(deps.database.db, user.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/sync/tours/{id}/changes',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: PullQuerySchema,
      summary: 'Changes of a tour after `since`, in pages ending on whole versions; `reset` means start over',
      response: PullResponseSchema,
      errors: [400, 401, 404],
    },
    async ({ params, query }, { deps, user }) => ({
      data: await pullChanges(deps.database.db, user, params.id, query),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/sync/push',
      tag,
      access: 'user',
      body: PushSchema,
      summary:
        'Apply queued offline changes in order, each exactly once (statuses applied, duplicate, conflict, rejected)',
      response: PushResponseSchema,
      errors: [400, 401],
    },
    async ({ body }, { deps, user }) => ({
      data: await pushMutations(deps, user, body.deviceId, body.mutations),
    }),
  ),
];
