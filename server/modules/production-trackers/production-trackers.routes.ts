import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateProductionTrackerSchema,
  ProductionTrackerQuerySchema,
  ProductionTrackerSchema,
  TrackerChangesSchema,
} from '#contract/production-trackers';
import { defineRoute } from '../../http/route';
import {
  createTracker,
  deleteTracker,
  getTracker,
  listTrackers,
  updateTracker,
} from './production-trackers.service';

const tag = 'Production trackers';

export const productionTrackersRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/production-trackers',
      tag,
      access: 'user',
      status: 201,
      body: CreateProductionTrackerSchema,
      summary:
        'Start a show’s tracker row (one per show: a second answers the existing row with the sent fields applied)',
      response: ProductionTrackerSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createTracker(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/production-trackers',
      tag,
      access: 'user',
      query: ProductionTrackerQuerySchema,
      summary: 'The tracker rows of a tour’s shows the caller may see',
      response: v.array(ProductionTrackerSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({ data: await listTrackers(deps.database.db, user, query.tourId) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/production-trackers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One show’s tracker row',
      response: ProductionTrackerSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getTracker(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/production-trackers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: TrackerChangesSchema,
      summary: 'Change cells of a show’s tracker row (only the fields sent change)',
      response: ProductionTrackerSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateTracker(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/production-trackers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a show’s tracker row',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteTracker(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
];
