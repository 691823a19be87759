import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import { RiderSupportingActDetailSchema } from '#contract/rider-detail';
import {
  CreateExternalPersonSchema,
  RiderExternalPersonSchema,
  RiderPersonParamsSchema,
  UpdateExternalPersonSchema,
} from '#contract/rider-people';
import { CreateSupportingActSchema, UpdateSupportingActSchema } from '#contract/rider-supporting-acts';
import { defineRoute } from '../../http/route';
import { removeBytes } from '../files/remove-bytes';
import { requireSupportingAct } from './rider-access';
import {
  addExternalPerson,
  deleteExternalPerson,
  listExternalPersonnel,
  updateExternalPerson,
} from './rider-external-personnel.service';
import {
  createSupportingAct,
  deleteSupportingAct,
  getSupportingAct,
  updateSupportingAct,
} from './rider-supporting-acts.service';

const tag = 'Riders';
const writeErrors = [400, 401, 403, 404];

/** Supporting acts of riders and their personnel. */
export const riderSupportingActsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/rider-supporting-acts',
      tag,
      access: 'user',
      status: 201,
      body: CreateSupportingActSchema,
      summary: 'Add a supporting act to a rider',
      response: RiderSupportingActDetailSchema,
      errors: writeErrors,
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createSupportingAct(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/rider-supporting-acts/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'A supporting act with its personnel and files',
      response: RiderSupportingActDetailSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getSupportingAct(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/rider-supporting-acts/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateSupportingActSchema,
      summary: 'Change the named fields of a supporting act',
      response: RiderSupportingActDetailSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateSupportingAct(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/rider-supporting-acts/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a supporting act with its personnel and files',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params }, { deps, user }) => {
      const keys = await deps.database.db.transaction((tx) =>
        deleteSupportingAct(tx, user, params.id, deps.now()),
      );
      for (const key of keys) await removeBytes(deps, key);
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/rider-supporting-acts/{id}/personnel',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The people of a supporting act',
      response: v.array(RiderExternalPersonSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      const db = deps.database.db;
      const { act } = await requireSupportingAct(db, user, params.id, false);
      return { data: await listExternalPersonnel(db, user, act.riderId, act.id) };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/rider-supporting-acts/{id}/personnel',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateExternalPersonSchema,
      summary: 'Add a person to a supporting act',
      response: RiderExternalPersonSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction(async (tx) => {
        const { act } = await requireSupportingAct(tx, user, params.id, true);
        return addExternalPerson(tx, user, act.riderId, act.id, body, deps.now());
      }),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/rider-supporting-acts/{id}/personnel/{personId}',
      tag,
      access: 'user',
      params: RiderPersonParamsSchema,
      body: UpdateExternalPersonSchema,
      summary: 'Change the named fields of a supporting act’s person',
      response: RiderExternalPersonSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateExternalPerson(tx, user, params.personId, body, deps.now(), { supportingActId: params.id }),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/rider-supporting-acts/{id}/personnel/{personId}',
      tag,
      access: 'user',
      params: RiderPersonParamsSchema,
      summary: 'Remove a person from a supporting act',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        deleteExternalPerson(tx, user, params.personId, deps.now(), { supportingActId: params.id }),
      );
      return { data: { ok: true as const } };
    },
  ),
];
