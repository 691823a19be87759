import { KnownCountryListSchema } from '#contract/countries';
import { defineRoute } from '../../http/route';
import { listKnownCountries } from './countries.service';

const tag = 'Countries';

export const countriesRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/countries',
      tag,
      access: 'user',
      summary: 'Every country one may pick, by name: the built-in ones and those an admin added',
      response: KnownCountryListSchema,
      errors: [401],
    },
    async (_input, { deps }) => ({ data: await listKnownCountries(deps.database.db) }),
  ),
];
