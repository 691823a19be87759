/**
 * Tenant cases for artist files and the tour upload-file / delete-file aliases. Setups build the
 * owner's artist with a file (and a tour with a tour file), plus staged uploads for attaching;
 * checks compare the artist's and tour's file rows with their snapshot and that the bytes are kept.
 */
import { eq, or } from 'drizzle-orm';
import { expect } from 'vitest';
import { files } from '../../server/db/schema/index';
import { tourFile, uploaded } from './file-factories';
import { SAMPLES } from './file-samples';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

const fileRows = (t: TestApp, ids: Ids) =>
  t.db
    .select()
    .from(files)
    .where(or(eq(files.artistId, ids.artistId ?? ''), eq(files.tourId, ids.tourId ?? '')))
    .orderBy(files.id);

const snapshots = new Map<string, string>();

async function artistWithFiles(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const epk = await uploaded(t, owner.token, SAMPLES.pdf, { name: 'Matrix EPK.pdf', purpose: 'ARTIST_FILE' });
  const attached = await t.call('POST /artists/{id}/upload-file', {
    params: { id: tour.artistId },
    body: { key: epk.key },
    token: owner.token,
  });
  const book = await tourFile(t, owner.token, tour.id, SAMPLES.pdf, 'Matrix book.pdf');
  const artistKey = (await uploaded(t, owner.token, SAMPLES.pdf, { purpose: 'ARTIST_FILE' })).key;
  const tourKey = (await uploaded(t, owner.token, SAMPLES.pdf, { purpose: 'TOUR_FILE' })).key;
  const ids = {
    artistId: tour.artistId,
    tourId: tour.id,
    artistFileId: must(attached, 201).data.id,
    tourFileId: book.id,
    artistKey,
    tourKey,
  };
  snapshots.set(ids.artistId, JSON.stringify(await fileRows(t, ids)));
  return ids;
}

async function expectFilesKept(t: TestApp, ids: Ids) {
  const rows = await fileRows(t, ids);
  expect(JSON.stringify(rows)).toBe(snapshots.get(ids.artistId ?? ''));
  for (const row of rows) expect(await t.deps.storage.exists(row.storageKey), row.name).toBe(true);
  expect(await t.deps.storage.exists(ids.artistKey ?? '')).toBe(true);
}

const artistFilesCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({
  name,
  method,
  route,
  path,
  body,
  setup: artistWithFiles,
  verifyUnchanged: expectFilesKept,
});

export const ARTIST_FILE_CASES: TenantCase[] = [
  artistFilesCase(
    'attaching a file to an artist',
    'POST',
    '/artists/{id}/upload-file',
    (ids) => `/api/artists/${ids.artistId}/upload-file`,
    (ids) => ({ key: ids.artistKey }),
  ),
  artistFilesCase(
    'an artist’s files',
    'GET',
    '/artists/{id}/files',
    (ids) => `/api/artists/${ids.artistId}/files`,
  ),
  artistFilesCase(
    'deleting an artist file',
    'DELETE',
    '/artists/{id}/delete-file',
    (ids) => `/api/artists/${ids.artistId}/delete-file?fileId=${ids.artistFileId}`,
  ),
  artistFilesCase(
    'attaching a file through /tours/{id}/upload-file',
    'POST',
    '/tours/{id}/upload-file',
    (ids) => `/api/tours/${ids.tourId}/upload-file`,
    (ids) => ({ key: ids.tourKey }),
  ),
  artistFilesCase(
    'deleting a tour file through /tours/{id}/delete-file',
    'DELETE',
    '/tours/{id}/delete-file',
    (ids) => `/api/tours/${ids.tourId}/delete-file?fileId=${ids.tourFileId}`,
  ),
];
