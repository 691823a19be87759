import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import { PassportWarningSchema } from '#contract/travelling-details';
import { defineRoute } from '../../http/route';
import { passportWarnings } from './passport-expiration.service';

export const passportExpirationRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/passport-expiration/{id}',
      tag: 'Tours',
      access: 'user',
      params: IdParamSchema,
      summary:
        'Passports expiring by the end of the tour (id = tour id): managers see those who share their details with the tour, everyone their own',
      response: v.array(PassportWarningSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await passportWarnings(deps.database.db, user, params.id),
    }),
  ),
];
