/**
 * Tenant cases for rider labors, labor types and supporting acts (setup: rider-tenant-setup.ts).
 * The creates that name their rider or tour in the body are checked in riders-labor.test.ts and
 * riders-supporting-acts.test.ts (the matrix takes only routes with an id in the path).
 */
import { actPath, riderCase } from './rider-tenant-setup';
import type { TenantCase } from './tenant-matrix';

export const RIDER_PART_CASES: TenantCase[] = [
  riderCase('a labor line', 'GET', '/rider-labors/{id}', (ids) => `/api/rider-labors/${ids.laborId}`),
  riderCase(
    'changing a labor line',
    'PATCH',
    '/rider-labors/{id}',
    (ids) => `/api/rider-labors/${ids.laborId}`,
    () => ({ quantity: 9 }),
  ),
  riderCase(
    'deleting a labor line',
    'DELETE',
    '/rider-labors/{id}',
    (ids) => `/api/rider-labors/${ids.laborId}`,
  ),
  riderCase(
    'a rider’s labor lines',
    'GET',
    '/rider-labors/rider/{id}',
    (ids) => `/api/rider-labors/rider/${ids.riderId}`,
  ),
  riderCase(
    'a tour’s labor types',
    'GET',
    '/rider-labor-types/{id}',
    (ids) => `/api/rider-labor-types/${ids.tourId}`,
  ),
  riderCase(
    'deleting a labor type',
    'DELETE',
    '/rider-labor-types/{id}',
    (ids) => `/api/rider-labor-types/${ids.spareTypeId}`,
  ),
  riderCase('a supporting act', 'GET', '/rider-supporting-acts/{id}', actPath),
  riderCase('changing a supporting act', 'PATCH', '/rider-supporting-acts/{id}', actPath, () => ({
    name: 'Renamed',
  })),
  riderCase('deleting a supporting act', 'DELETE', '/rider-supporting-acts/{id}', actPath),
  riderCase(
    'attaching a supporting act file',
    'POST',
    '/rider-supporting-acts/{id}/upload-file',
    (ids) => `${actPath(ids)}/upload-file`,
    (ids) => ({ key: ids.key }),
  ),
  riderCase(
    'deleting a supporting act file',
    'DELETE',
    '/rider-supporting-acts/{id}/delete-file',
    (ids) => `${actPath(ids)}/delete-file?fileId=${ids.actFileId}`,
  ),
  riderCase(
    'a supporting act’s people',
    'GET',
    '/rider-supporting-acts/{id}/personnel',
    (ids) => `${actPath(ids)}/personnel`,
  ),
  riderCase(
    'adding a supporting act person',
    'POST',
    '/rider-supporting-acts/{id}/personnel',
    (ids) => `${actPath(ids)}/personnel`,
    () => ({ name: 'Bassist' }),
  ),
  riderCase(
    'changing a supporting act person',
    'PATCH',
    '/rider-supporting-acts/{id}/personnel/{personId}',
    (ids) => `${actPath(ids)}/personnel/${ids.actPersonId}`,
    () => ({ name: 'Bassist' }),
  ),
  riderCase(
    'removing a supporting act person',
    'DELETE',
    '/rider-supporting-acts/{id}/personnel/{personId}',
    (ids) => `${actPath(ids)}/personnel/${ids.actPersonId}`,
  ),
];
