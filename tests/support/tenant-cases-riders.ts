/**
 * Tenant cases for riders, their lines, people and files (setup: rider-tenant-setup.ts). Each
 * check compares every rider row of the tour, and the tour, to the setup's snapshot.
 */
import { riderCase, riderPath } from './rider-tenant-setup';
import type { TenantCase } from './tenant-matrix';

export const RIDER_CASES: TenantCase[] = [
  riderCase(
    'creating a rider on a tour',
    'POST',
    '/riders/tour/{id}',
    (ids) => `/api/riders/tour/${ids.tourId}`,
    () => ({ name: 'X', type: 'BLANK' }),
  ),
  riderCase('a tour’s riders', 'GET', '/riders/tour/{id}', (ids) => `/api/riders/tour/${ids.tourId}`),
  riderCase('a rider', 'GET', '/riders/{id}', riderPath),
  riderCase('changing a rider', 'PATCH', '/riders/{id}', riderPath, () => ({ name: 'Renamed' })),
  riderCase('deleting a rider', 'DELETE', '/riders/{id}', riderPath),
  riderCase(
    'adding a rider line',
    'POST',
    '/riders/{id}/items',
    (ids) => `${riderPath(ids)}/items`,
    () => ({ section: 'MERCH', label: 'Rack' }),
  ),
  riderCase(
    'changing a rider line',
    'PATCH',
    '/riders/{id}/items/{itemId}',
    (ids) => `${riderPath(ids)}/items/${ids.itemId}`,
    () => ({ label: 'Tea' }),
  ),
  riderCase(
    'deleting a rider line',
    'DELETE',
    '/riders/{id}/items/{itemId}',
    (ids) => `${riderPath(ids)}/items/${ids.itemId}`,
  ),
  riderCase('a rider’s personnel', 'GET', '/riders/{id}/personnel', (ids) => `${riderPath(ids)}/personnel`),
  riderCase(
    'putting someone on a rider',
    'POST',
    '/riders/{id}/personnel',
    (ids) => `${riderPath(ids)}/personnel`,
    (ids) => ({ userId: ids.spareUserId }),
    { spareMember: true },
  ),
  riderCase(
    'changing someone on a rider',
    'PATCH',
    '/riders/{id}/personnel/{personId}',
    (ids) => `${riderPath(ids)}/personnel/${ids.personId}`,
    () => ({ role: 'FOH' }),
  ),
  riderCase(
    'taking someone off a rider',
    'DELETE',
    '/riders/{id}/personnel/{personId}',
    (ids) => `${riderPath(ids)}/personnel/${ids.personId}`,
  ),
  riderCase(
    'a rider’s external personnel',
    'GET',
    '/riders/{id}/external-personnel',
    (ids) => `${riderPath(ids)}/external-personnel`,
  ),
  riderCase(
    'adding an external person',
    'POST',
    '/riders/{id}/external-personnel',
    (ids) => `${riderPath(ids)}/external-personnel`,
    () => ({ name: 'Sam' }),
  ),
  riderCase(
    'changing an external person',
    'PATCH',
    '/riders/{id}/external-personnel/{personId}',
    (ids) => `${riderPath(ids)}/external-personnel/${ids.externalId}`,
    () => ({ name: 'Sam' }),
  ),
  riderCase(
    'removing an external person',
    'DELETE',
    '/riders/{id}/external-personnel/{personId}',
    (ids) => `${riderPath(ids)}/external-personnel/${ids.externalId}`,
  ),
  riderCase(
    'attaching a rider file',
    'POST',
    '/riders/{id}/upload-file',
    (ids) => `${riderPath(ids)}/upload-file`,
    (ids) => ({ key: ids.key }),
  ),
  riderCase(
    'deleting a rider file',
    'DELETE',
    '/riders/{id}/delete-file',
    (ids) => `${riderPath(ids)}/delete-file?fileId=${ids.fileId}`,
  ),
];
