import * as v from 'valibot';
import {
  ArchiveSchema,
  ArtistListQuerySchema,
  ArtistSchema,
  CreateArtistSchema,
  UpdateArtistSchema,
} from '#contract/artists';
import { IdParamSchema, OkSchema } from '#contract/common';
import { defineRoute } from '../../http/route';
import {
  archiveArtist,
  createArtist,
  deleteArtist,
  getArtist,
  listArtists,
  toArtist,
  updateArtist,
} from './artists.service';

const tag = 'Artists';

export const artistsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/artists',
      tag,
      access: 'user',
      query: ArtistListQuerySchema,
      summary: 'Artists the user can see, optionally one artist or by archived state',
      response: v.array(ArtistSchema),
      errors: [400, 401],
    },
    async ({ query }, { deps, user }) => ({ data: await listArtists(deps.database.db, user, query) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/artists',
      tag,
      access: 'user',
      status: 201,
      body: CreateArtistSchema,
      summary: 'Create an artist in a workspace the user owns',
      response: ArtistSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ body }, { deps, user }) => ({
      data: await createArtist(deps.database.db, user, body, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/artists/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One artist',
      response: ArtistSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getArtist(deps.database.db, user, params.id).then((artist) =>
        toArtist(artist, artist.canManage),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/artists/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateArtistSchema,
      summary: 'Rename an artist or change its logo',
      response: ArtistSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await updateArtist(deps.database.db, user, params.id, body, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/artists/{id}/archive',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: ArchiveSchema,
      summary: 'Archive (or with {archived:false} restore) an artist',
      response: ArtistSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await archiveArtist(deps.database.db, user, params.id, body.archived, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/artists/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete an artist with all its tours',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deleteArtist(deps.database.db, user, params.id);
      return { data: { ok: true } };
    },
  ),
];
