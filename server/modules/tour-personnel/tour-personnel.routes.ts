import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  AddTourPersonnelSchema,
  PersonnelIdParamsSchema,
  TourPersonnelSchema,
  UpdateTourPersonnelSchema,
} from '#contract/tour-personnel';
import { deliver } from '../../adapters/mail/deliver';
import { defineRoute } from '../../http/route';
import { tourInvitationMail } from '../auth/auth.mail';
import { getTour } from '../tours/tours.service';
import {
  addTourPersonnel,
  getTourPersonnel,
  listTourPersonnel,
  removeTourPersonnel,
  updateTourPersonnel,
} from './tour-personnel.service';

const tag = 'Tour personnel';

export const tourPersonnelRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/tours/{id}/personnel',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'People on the tour with their project role and title',
      response: v.array(TourPersonnelSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listTourPersonnel(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tours/{id}/personnel',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddTourPersonnelSchema,
      summary: 'Add people by comma-separated e-mails: existing users join, others are invited',
      response: v.object({ added: v.array(v.string()), invited: v.array(v.string()) }),
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => {
      const result = await deps.database.db.transaction((tx) =>
        addTourPersonnel(tx, user, params.id, body, deps.now()),
      );
      // Mailed after the commit: people without an account learn they were added and how to join.
      const { name } = await getTour(deps.database.db, user, params.id);
      for (const email of result.invited) {
        const link = `${deps.config.appUrl}/register?email=${encodeURIComponent(email)}`;
        await deliver(deps, tourInvitationMail(email, user.email, name, link));
      }
      return { data: result };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/tours/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      summary: 'One person on the tour',
      response: TourPersonnelSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getTourPersonnel(deps.database.db, user, params.id, params.personnelId),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/tours/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      body: UpdateTourPersonnelSchema,
      summary: 'Change a person’s project role or role title',
      response: TourPersonnelSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateTourPersonnel(tx, user, params.id, params.personnelId, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/tours/{id}/personnel/{personnelId}',
      tag,
      access: 'user',
      params: PersonnelIdParamsSchema,
      summary: 'Take a person off the tour',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        removeTourPersonnel(tx, user, params.id, params.personnelId, deps.now()),
      );
      return { data: { ok: true } };
    },
  ),
];
