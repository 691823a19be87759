import { eq } from 'drizzle-orm';
import { COUNTRY_MESSAGES, type Country, type CreateCountry } from '#contract/admin-countries';
import { countriesByName, countryName } from '#contract/countries';
import type { Queryable } from '../../db/client';
import { countries } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { BUILT_IN_COUNTRIES } from '../countries/countries.service';
import { type AdminActor, recordAdminAction } from './admin-audit';

const builtInCountry = (code: string): Country => ({
  code,
  name: countryName(code),
  builtIn: true,
  createdAt: null,
});
const addedCountry = (row: typeof countries.$inferSelect): Country => ({
  code: row.code,
  name: row.name,
  builtIn: false,
  createdAt: row.createdAt.toISOString(),
});

/** Built-in and added countries by name; the search matches a name or a code. */
export async function listCountries(q: Queryable, search = ''): Promise<Country[]> {
  const rows = await q.select().from(countries);
  const needle = search.trim().toLocaleLowerCase();
  return countriesByName(builtInCountry, rows.map(addedCountry)).filter(
    (c) => !needle || c.name.toLocaleLowerCase().includes(needle) || c.code.toLowerCase() === needle,
  );
}

export async function getCountry(q: Queryable, code: string): Promise<Country> {
  if (BUILT_IN_COUNTRIES.has(code)) return builtInCountry(code);
  const [row] = await q.select().from(countries).where(eq(countries.code, code));
  if (!row) throw notFound();
  return addedCountry(row);
}

/** An added country, recorded; its code must not be one any country uses. */
export async function createCountry(tx: Queryable, actor: AdminActor, input: CreateCountry, now: Date) {
  const [taken] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, input.code));
  if (BUILT_IN_COUNTRIES.has(input.code) || taken)
    throw validationFailed({ code: COUNTRY_MESSAGES.codeTaken });
  const [row] = await tx
    .insert(countries)
    .values({ code: input.code, name: input.name, createdBy: actor.id, createdAt: now })
    .returning();
  if (!row) throw new Error('country insert returned nothing');
  await recordAdminAction(
    tx,
    actor,
    { action: 'country.create', targetType: 'country', targetId: row.code, detail: { name: row.name } },
    now,
  );
  return addedCountry(row);
}
