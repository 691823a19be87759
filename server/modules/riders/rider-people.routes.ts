import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import { RiderPersonnelDetailSchema } from '#contract/rider-detail';
import {
  AddRiderPersonnelSchema,
  CreateExternalPersonSchema,
  RiderExternalPersonSchema,
  RiderPersonParamsSchema,
  UpdateExternalPersonSchema,
  UpdateRiderPersonnelSchema,
} from '#contract/rider-people';
import { defineRoute } from '../../http/route';
import {
  addExternalPerson,
  deleteExternalPerson,
  listExternalPersonnel,
  updateExternalPerson,
} from './rider-external-personnel.service';
import {
  addRiderPersonnel,
  listRiderPersonnel,
  removeRiderPersonnel,
  updateRiderPersonnel,
} from './rider-personnel.service';

const tag = 'Riders';
const writeErrors = [400, 401, 403, 404];

/** The personnel and external-personnel sub-resources of a rider. */
export const riderPeopleRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/riders/{id}/personnel',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The tour’s people on a rider, with name, e-mail, phone and tour title',
      response: v.array(RiderPersonnelDetailSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listRiderPersonnel(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/riders/{id}/personnel',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddRiderPersonnelSchema,
      summary: 'Put someone active on the tour on the rider (once per rider)',
      response: RiderPersonnelDetailSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        addRiderPersonnel(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/riders/{id}/personnel/{personId}',
      tag,
      access: 'user',
      params: RiderPersonParamsSchema,
      body: UpdateRiderPersonnelSchema,
      summary: 'Change what someone does on this rider (personId = their row on the rider)',
      response: RiderPersonnelDetailSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateRiderPersonnel(tx, user, params.personId, body, deps.now(), params.id),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/riders/{id}/personnel/{personId}',
      tag,
      access: 'user',
      params: RiderPersonParamsSchema,
      summary: 'Take someone off the rider',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        removeRiderPersonnel(tx, user, params.personId, deps.now(), params.id),
      );
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/riders/{id}/external-personnel',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The rider’s external personnel (people who are not users)',
      response: v.array(RiderExternalPersonSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listExternalPersonnel(deps.database.db, user, params.id, null),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/riders/{id}/external-personnel',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateExternalPersonSchema,
      summary: 'Add an external person to the rider',
      response: RiderExternalPersonSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        addExternalPerson(tx, user, params.id, null, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/riders/{id}/external-personnel/{personId}',
      tag,
      access: 'user',
      params: RiderPersonParamsSchema,
      body: UpdateExternalPersonSchema,
      summary: 'Change the named fields of an external person of the rider',
      response: RiderExternalPersonSchema,
      errors: writeErrors,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateExternalPerson(tx, user, params.personId, body, deps.now(), {
          riderId: params.id,
          supportingActId: null,
        }),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/riders/{id}/external-personnel/{personId}',
      tag,
      access: 'user',
      params: RiderPersonParamsSchema,
      summary: 'Remove an external person from the rider',
      response: OkSchema,
      errors: writeErrors,
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        deleteExternalPerson(tx, user, params.personId, deps.now(), {
          riderId: params.id,
          supportingActId: null,
        }),
      );
      return { data: { ok: true as const } };
    },
  ),
];
