import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import { RiderDetailSchema } from '#contract/rider-detail';
import { RIDER_TYPES } from '#contract/rider-types';
import {
  CreateRiderItemSchema,
  CreateRiderSchema,
  RiderItemParamsSchema,
  RiderItemSchema,
  RiderSchema,
  RiderTypeSchema,
  UpdateRiderItemSchema,
  UpdateRiderSchema,
} from '#contract/riders';
import { defineRoute } from '../../http/route';
import { removeBytes } from '../files/remove-bytes';
import { getRiderDetail } from './rider-detail.service';
import { addRiderItem, deleteRiderItem, updateRiderItem } from './rider-items.service';
import { createRider, deleteRider, listRiders, updateRider } from './riders.service';

const tag = 'Riders';

/** Riders and their section lines. Before any `/riders/{id}` route: `/riders/types`. */
export const ridersRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/riders/types',
      tag,
      access: 'user',
      summary: 'The rider types and the lines a new rider of each type starts with',
      response: v.array(RiderTypeSchema),
      errors: [401],
    },
    async () => ({ data: [...RIDER_TYPES] }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/riders/tour/{id}',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateRiderSchema,
      summary: 'Create a rider on a tour (id = tour id); the type’s template lines are copied into it',
      response: RiderSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createRider(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/riders/tour/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The riders of a tour, by name (id = tour id)',
      response: v.array(RiderSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listRiders(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/riders/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'A rider with its lines, people, labor, supporting acts and files',
      response: RiderDetailSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getRiderDetail(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/riders/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateRiderSchema,
      summary: 'Rename a rider or change its opening notes',
      response: RiderSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateRider(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/riders/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a rider with every line, person, labor line, supporting act and file of it',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      const keys = await deps.database.db.transaction((tx) => deleteRider(tx, user, params.id, deps.now()));
      for (const key of keys) await removeBytes(deps, key);
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/riders/{id}/items',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateRiderItemSchema,
      summary: 'Addition to the catalogue: add a line to a section (no position: after the last line)',
      response: RiderItemSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => addRiderItem(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/riders/{id}/items/{itemId}',
      tag,
      access: 'user',
      params: RiderItemParamsSchema,
      body: UpdateRiderItemSchema,
      summary: 'Addition to the catalogue: change the named fields of a line',
      response: RiderItemSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateRiderItem(tx, user, params.itemId, body, deps.now(), params.id),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/riders/{id}/items/{itemId}',
      tag,
      access: 'user',
      params: RiderItemParamsSchema,
      summary: 'Addition to the catalogue: delete a line',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        deleteRiderItem(tx, user, params.itemId, deps.now(), params.id),
      );
      return { data: { ok: true as const } };
    },
  ),
];
