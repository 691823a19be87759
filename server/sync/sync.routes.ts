import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import {
  PullQuerySchema,
  PullResponseSchema,
  PushResponseSchema,
  PushSchema,
  SyncTourSchema,
} from '#contract/sync';
import { tours } from '../db/schema/index';
import { defineRoute } from '../http/route';
import { visibleTourIds } from '../modules/tours/tour-access';
import { pullChanges } from './pull';
import { pushMutations } from './push';

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
    async (_input, { deps, user }) => {
      const db = deps.database.db;
      const rows = await db
        .select({ tourId: tours.id, version: tours.version })
        .from(tours)
        .where(inArray(tours.id, visibleTourIds(db, user.id)));
      return { data: rows };
    },
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
