/**
 * Tenant cases for tour and day files. Each setup builds a tour with a tour file, a day file and
 * an unattached upload of the owner's; each check compares the whole tour (files included) against
 * its snapshot and makes sure the files' bytes are still stored.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { files } from '../../server/db/schema/index';
import { dayFile, tourFile, uploaded } from './file-factories';
import { SAMPLES } from './file-samples';
import { expectTourUnchanged, withTourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, daysOf, firstOf } from './tour-factories';

async function tourWithFiles(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const day = firstOf(await daysOf(t, owner.token, tour.id));
  const book = await tourFile(t, owner.token, tour.id, SAMPLES.pdf, 'Matrix book.pdf');
  const plot = await dayFile(t, owner.token, day.id, SAMPLES.pdf, 'Matrix plot.pdf');
  const { key } = await uploaded(t, owner.token, SAMPLES.pdf, { name: 'Matrix upload.pdf' });
  return withTourState(t, { tourId: tour.id, dayId: day.id, tourFileId: book.id, dayFileId: plot.id, key });
}

async function expectFilesKept(t: TestApp, ids: Ids) {
  await expectTourUnchanged(t, ids);
  const rows = await t.db
    .select()
    .from(files)
    .where(eq(files.tourId, ids.tourId ?? ''));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(await t.deps.storage.exists(row.storageKey), row.name).toBe(true);
  expect(await t.deps.storage.exists(ids.key ?? '')).toBe(true);
}

const filesCase = (
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
  setup: tourWithFiles,
  verifyUnchanged: expectFilesKept,
});

export const FILE_CASES: TenantCase[] = [
  filesCase(
    'attaching a file to a tour',
    'POST',
    '/tour-files/{id}',
    (ids) => `/api/tour-files/${ids.tourId}`,
    (ids) => ({ key: ids.key }),
  ),
  filesCase(
    'deleting a tour file',
    'DELETE',
    '/tour-files/{id}',
    (ids) => `/api/tour-files/${ids.tourFileId}`,
  ),
  filesCase('a day’s files', 'GET', '/day-files/{id}', (ids) => `/api/day-files/${ids.dayId}`),
  filesCase('deleting a day file', 'DELETE', '/day-files/{id}', (ids) => `/api/day-files/${ids.dayFileId}`),
  filesCase('deleting a file', 'DELETE', '/files/{id}', (ids) => `/api/files/${ids.dayFileId}`),
];
