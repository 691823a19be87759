import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import { RiderLaborDetailSchema } from '#contract/rider-detail';
import {
  CreateLaborTypeSchema,
  CreateRiderLaborSchema,
  RiderLaborTypeSchema,
  UpdateRiderLaborSchema,
} from '#contract/rider-labor';
import { defineRoute } from '../../http/route';
import { createLaborType, deleteLaborType, listLaborTypes } from './rider-labor-types.service';
import {
  createRiderLabor,
  deleteRiderLabor,
  getRiderLabor,
  listRiderLabors,
  updateRiderLabor,
} from './rider-labors.service';

const tag = 'Riders';
const writeErrors = [400, 401, 403, 404];

/** Rider labors and the tour's labor types. */
export const riderLaborsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/rider-labors',
      tag,
      access: 'user',
      status: 201,
      body: CreateRiderLaborSchema,
      summary: 'Add a labor line to a rider (a labor type of the same tour)',
      response: RiderLaborDetailSchema,
      errors: writeErrors,
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createRiderLabor(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/rider-labors/rider/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The labor lines of a rider (id = rider id), by position',
      response: v.array(RiderLaborDetailSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listRiderLabors(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/rider-labors/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One labor line with its type’s name',
      response: RiderLaborDetailSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getRiderLabor(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/rider-labors/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateRiderLaborSchema,
      summary: 'Change the named fields of a labor line',
      response: RiderLaborDetailSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateRiderLabor(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/rider-labors/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a labor line',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteRiderLabor(tx, user, params.id, deps.now()));
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/rider-labor-types',
      tag,
      access: 'user',
      status: 201,
      body: CreateLaborTypeSchema,
      summary: 'Add a labor type to a tour (names are unique per tour, whatever the case)',
      response: RiderLaborTypeSchema,
      errors: writeErrors,
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createLaborType(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/rider-labor-types/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The labor types of a tour (id = tour id), by name',
      response: v.array(RiderLaborTypeSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listLaborTypes(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/rider-labor-types/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a labor type (id = labor type id); not while a labor line uses it',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteLaborType(tx, user, params.id, deps.now()));
      return { data: { ok: true as const } };
    },
  ),
];
