import { IdParamSchema, OkSchema } from '#contract/common';
import { DeleteByIdSchema } from '#contract/profile';
import {
  PassportInputSchema,
  PassportSchema,
  TravellingDetailsSchema,
  UpdateTravellingDetailsSchema,
} from '#contract/travelling-details';
import type { AppDeps } from '../../http/context';
import { defineRoute } from '../../http/route';
import { removeBytes } from '../files/remove-bytes';
import { deletePassportWithCleanup, savePassportWithCleanup } from './passports.service';
import { getTravellingDetails, updateTravellingDetails } from './travelling-details.service';

const tag = 'Profile';

async function removeAll(deps: AppDeps, keys: string[]) {
  for (const key of keys) await removeBytes(deps, key);
}

export const travellingDetailsRoutes = [
  // Before /users/{id}/travelling-details, which would otherwise take "current-user" for an id.
  defineRoute(
    {
      method: 'get',
      path: '/users/current-user/travelling-details',
      tag,
      access: 'user',
      summary: 'The signed-in user’s travelling details and passports',
      response: TravellingDetailsSchema,
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await getTravellingDetails(deps.database.db, user, user.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/users/{id}/travelling-details',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary:
        'A person’s travelling details: yourself, or someone who shares them with a tour you manage (else 404)',
      response: TravellingDetailsSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getTravellingDetails(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/users/travelling-details/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateTravellingDetailsSchema,
      summary: 'Change your own travelling details (id = your user id; anyone else’s: 404)',
      response: TravellingDetailsSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateTravellingDetails(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/users/travelling-details/upload-passport',
      tag,
      access: 'user',
      body: PassportInputSchema,
      summary:
        'Create or update one of your passports by its id; scanKey attaches an upload (PERSONAL_DOCUMENT) as its scan, null removes it',
      response: PassportSchema,
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => {
      const { passport, removedKeys } = await deps.database.db.transaction((tx) =>
        savePassportWithCleanup(tx, user, body, deps.now()),
      );
      await removeAll(deps, removedKeys);
      return { data: passport };
    },
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/users/travelling-details/delete-passport',
      tag,
      access: 'user',
      query: DeleteByIdSchema,
      summary: 'Delete one of your passports (?id=; one already deleted is fine)',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => {
      const removedKeys = await deps.database.db.transaction((tx) =>
        deletePassportWithCleanup(tx, user, query.id, deps.now()),
      );
      await removeAll(deps, removedKeys);
      return { data: { ok: true as const } };
    },
  ),
];
