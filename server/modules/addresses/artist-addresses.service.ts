/**
 * Addresses of artists: written by whoever may edit the artist (its workspace owner,
 * artists.service decides), found by anyone who can see the artist. Other tenants' ids: 404.
 */
import { and, asc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { ArtistAddress, ArtistAddressSearch, CreateArtistAddress } from '#contract/addresses';
import type { Queryable } from '../../db/client';
import { addresses } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { getArtist, getManagedArtist, listArtists } from '../artists/artists.service';
import { requireKnownCountries } from '../countries/countries.service';
import { type AddressRow, toAddress } from './addresses.service';

const SEARCH_LIMIT = 50;

const toArtistAddress = (row: AddressRow): ArtistAddress => ({
  ...toAddress(row),
  artistId: row.artistId ?? '',
});

export async function createArtistAddress(
  db: Queryable,
  actor: AuthUser,
  input: CreateArtistAddress,
  now: Date,
): Promise<ArtistAddress> {
  const { id, artistId, ...fields } = input;
  await getManagedArtist(db, actor, artistId);
  await requireKnownCountries(db, { country: fields.country });
  const [inserted] = await db
    .insert(addresses)
    .values({ ...fields, id, artistId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  // A repeat with the same id answers that address when it is this artist's; anything else is not confirmed.
  const [row] = inserted
    ? [inserted]
    : id
      ? await db
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.artistId, artistId)))
      : [];
  if (!row) throw notFound();
  return toArtistAddress(row);
}

/** `%` and `_` typed by a person are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchArtistAddresses(
  db: Queryable,
  actor: AuthUser,
  input: ArtistAddressSearch,
): Promise<ArtistAddress[]> {
  const artistIds = input.artistId
    ? [(await getArtist(db, actor, input.artistId)).id]
    : (await listArtists(db, actor, {})).map((artist) => artist.id);
  if (artistIds.length === 0) return [];
  const pattern = likePattern(input.query);
  const rows = await db
    .select()
    .from(addresses)
    .where(
      and(
        inArray(addresses.artistId, artistIds),
        input.query
          ? or(
              ilike(addresses.street, pattern),
              ilike(addresses.city, pattern),
              ilike(addresses.label, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(addresses.city), asc(addresses.street), asc(addresses.id))
    .limit(SEARCH_LIMIT);
  return rows.map(toArtistAddress);
}

export async function deleteArtistAddress(db: Queryable, actor: AuthUser, id: string): Promise<void> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), isNotNull(addresses.artistId)));
  if (!row?.artistId) throw notFound();
  await getManagedArtist(db, actor, row.artistId);
  await db.delete(addresses).where(eq(addresses.id, id));
}
