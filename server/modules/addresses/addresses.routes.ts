import * as v from 'valibot';
import {
  AddressInputSchema,
  AddressSchema,
  ArtistAddressSchema,
  ArtistAddressSearchSchema,
  CreateArtistAddressSchema,
  UpdateAddressSchema,
} from '#contract/addresses';
import { IdParamSchema, OkSchema } from '#contract/common';
import { defineRoute } from '../../http/route';
import {
  createUserAddress,
  deleteUserAddress,
  getUserAddress,
  listUserAddresses,
  updateUserAddress,
} from './addresses.service';
import { createArtistAddress, deleteArtistAddress, searchArtistAddresses } from './artist-addresses.service';

const tag = 'Addresses';
const idRoute = { tag, access: 'user' as const, params: IdParamSchema, errors: [400, 401, 404] };

export const addressesRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/addresses',
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
  defineRoute(
    {
      method: 'get',
      path: '/addresses',
      tag,
      access: 'user',
      summary: 'Your addresses',
      response: v.array(AddressSchema),
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await listUserAddresses(deps.database.db, user.id) }),
  ),
  defineRoute(
    {
      ...idRoute,
      method: 'get',
      path: '/addresses/{id}',
      summary: 'One of your addresses',
      response: AddressSchema,
    },
    async ({ params }, { deps, user }) => ({ data: await getUserAddress(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      ...idRoute,
      method: 'patch',
      path: '/addresses/{id}',
      body: UpdateAddressSchema,
      summary: 'Change one of your addresses',
      response: AddressSchema,
    },
    async ({ params, body }, { deps, user }) => ({
      data: await updateUserAddress(deps.database.db, user, params.id, body, deps.now()),
    }),
  ),
  defineRoute(
    {
      ...idRoute,
      method: 'delete',
      path: '/addresses/{id}',
      summary: 'Delete one of your addresses (if it was your main address, you have none until you choose)',
      response: OkSchema,
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteUserAddress(tx, user, params.id, deps.now()));
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/artist-addresses',
      tag,
      access: 'user',
      status: 201,
      body: CreateArtistAddressSchema,
      summary: 'Add an address to an artist (those who may edit the artist)',
      response: ArtistAddressSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await createArtistAddress(deps.database.db, user, body, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/artist-addresses/search',
      tag,
      access: 'user',
      body: ArtistAddressSearchSchema,
      summary: 'Addresses of artists you can see (optionally one artist), matching street, city or label',
      response: v.array(ArtistAddressSchema),
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await searchArtistAddresses(deps.database.db, user, body),
    }),
  ),
  defineRoute(
    {
      ...idRoute,
      method: 'delete',
      path: '/artist-addresses/{id}',
      summary: 'Delete an artist’s address (those who may edit the artist)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deleteArtistAddress(deps.database.db, user, params.id);
      return { data: { ok: true as const } };
    },
  ),
];
