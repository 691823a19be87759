import { AddressInputSchema, AddressSchema } from '#contract/addresses';
import { IdParamSchema } from '#contract/common';
import { PersonalDetailsSchema, UpdatePersonalDetailsSchema } from '#contract/profile';
import type { AppDeps, AuthUser } from '../../http/context';
import { defineRoute } from '../../http/route';
import { createUserAddress } from '../addresses/addresses.service';
import { avatarUrlSigner } from './avatar.service';
import { getPersonalDetails, updatePersonalDetails } from './personal-details.service';

const tag = 'Profile';

export const readPersonalDetails = (deps: AppDeps, user: AuthUser, userId: string) =>
  getPersonalDetails(
    deps.database.db,
    user,
    userId,
    avatarUrlSigner(deps.config.jwtSecret, deps.now(), user.id),
  );

export const personalDetailsRoutes = [
  // Before /users/{id}/personal-details, which would otherwise take "current-user" for an id.
  defineRoute(
    {
      method: 'get',
      path: '/users/current-user/personal-details',
      tag,
      access: 'user',
      summary: 'The signed-in user’s personal details, addresses, citizenships, documents and avatar',
      response: PersonalDetailsSchema,
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await readPersonalDetails(deps, user, user.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/users/{id}/personal-details',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary:
        'A person’s personal details: yourself, or someone who shares them with a tour you manage (else 404)',
      response: PersonalDetailsSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await readPersonalDetails(deps, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/users/personal-details/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdatePersonalDetailsSchema,
      summary: 'Change your own personal details (id = your user id; anyone else’s: 404)',
      response: PersonalDetailsSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        updatePersonalDetails(tx, user, params.id, body, deps.now()),
      );
      return { data: await readPersonalDetails(deps, user, params.id) };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/users/personal-details/create-address',
      tag,
      access: 'user',
      status: 201,
      body: AddressInputSchema,
      summary: 'Add an address of yours (your first one becomes your main address)',
      response: AddressSchema,
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createUserAddress(tx, user, body, deps.now())),
    }),
  ),
];
