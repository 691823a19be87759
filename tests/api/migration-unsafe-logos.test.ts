/** Migration 0014: logo links stored before they had to be https are dropped; https ones stay. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../server/db/client';
import { artists, tours } from '../../server/db/schema/index';
import { setupTestApp } from '../support/test-app';
import { ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();
const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0014_unsafe-logo-urls.sql'), 'utf8');

describe('migration 0014: unsafe logo links', () => {
  it('drops javascript:, data: and http: logos of artists and tours, keeps https ones', async () => {
    const { tour } = await ownerWithTour(t);
    const { tour: safe } = await ownerWithTour(t);
    const artistOf = async (tourId: string) =>
      (await t.db.select({ artistId: tours.artistId }).from(tours).where(eq(tours.id, tourId)))[0]
        ?.artistId ?? '';
    const artistId = await artistOf(tour.id);
    const safeArtist = await artistOf(safe.id);
    await t.db.update(artists).set({ logoUrl: 'javascript:alert(1)' }).where(eq(artists.id, artistId));
    await t.db
      .update(tours)
      .set({ logoUrl: 'data:text/html,<script>alert(1)</script>' })
      .where(eq(tours.id, tour.id));
    await t.db
      .update(artists)
      .set({ logoUrl: 'https://cdn.example.com/band.png' })
      .where(eq(artists.id, safeArtist));
    await t.db.update(tours).set({ logoUrl: 'http://cdn.example.com/tour.png' }).where(eq(tours.id, safe.id));

    for (const statement of MIGRATION.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const logoOf = async (table: typeof artists | typeof tours, id: string) =>
      (await t.db.select({ logoUrl: table.logoUrl }).from(table).where(eq(table.id, id)))[0]?.logoUrl;
    expect(await logoOf(artists, artistId)).toBeNull();
    expect(await logoOf(tours, tour.id)).toBeNull();
    expect(await logoOf(artists, safeArtist)).toBe('https://cdn.example.com/band.png');
    expect(await logoOf(tours, safe.id)).toBeNull();
  });
});
