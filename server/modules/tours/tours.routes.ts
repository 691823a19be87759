import * as v from 'valibot';
import { ArchiveSchema } from '#contract/artists';
import { IdParamSchema, OkSchema } from '#contract/common';
import { CreateTourSchema, TourListQuerySchema, TourSchema, UpdateTourSchema } from '#contract/tours';
import { defineRoute } from '../../http/route';
import { archiveTour, createTour, deleteTour, getTour, listTours, updateTour } from './tours.service';

const tag = 'Tours';

export const toursRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/tours',
      tag,
      access: 'user',
      query: TourListQuerySchema,
      summary: 'Tours the user is on (or whose workspace they own), with their role',
      response: v.object({ tours: v.array(TourSchema) }),
      errors: [400, 401],
    },
    async ({ query }, { deps, user }) => ({
      data: { tours: await listTours(deps.database.db, user, query) },
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tours',
      tag,
      access: 'user',
      status: 201,
      body: CreateTourSchema,
      summary: 'Create a tour for an artist: one day per date, the creator as owner',
      response: TourSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createTour(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/tours/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One tour with the caller’s role',
      response: TourSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getTour(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/tours/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateTourSchema,
      summary: 'Rename a tour or change its dates (days are added or removed to match)',
      response: TourSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateTour(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/tours/{id}/archive',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: ArchiveSchema,
      summary: 'Archive (or with {archived:false} restore) a tour',
      response: TourSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        archiveTour(tx, user, params.id, body.archived, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/tours/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a tour with everything in it (owner only)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deleteTour(deps.database.db, user, params.id);
      return { data: { ok: true } };
    },
  ),
];
