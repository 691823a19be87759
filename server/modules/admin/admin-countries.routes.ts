import * as v from 'valibot';
import {
  CountryCodeParamSchema,
  CountryListQuerySchema,
  CountrySchema,
  CreateCountrySchema,
} from '#contract/admin-countries';
import { defineRoute } from '../../http/route';
import { createCountry, getCountry, listCountries } from './admin-countries.service';

const tag = 'Admin';

/** Countries (platform admins only); `{id}` is the two-letter code. */
export const adminCountriesRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/admin/countries',
      tag,
      access: 'admin',
      query: CountryListQuerySchema,
      summary: 'Every country, built in (ISO) or added by an admin, by name; searched by name or code',
      response: v.array(CountrySchema),
      errors: [400, 401, 403],
    },
    async ({ query }, { deps }) => ({ data: await listCountries(deps.database.db, query.search) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/admin/countries/{id}',
      tag,
      access: 'admin',
      params: CountryCodeParamSchema,
      summary: 'One country by its code',
      response: CountrySchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps }) => ({ data: await getCountry(deps.database.db, params.id) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/admin/countries',
      tag,
      access: 'admin',
      status: 201,
      body: CreateCountrySchema,
      summary: 'Add a country: a two-letter code no country uses and its English name (recorded)',
      response: CountrySchema,
      errors: [400, 401, 403],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createCountry(tx, user, body, deps.now())),
    }),
  ),
];
