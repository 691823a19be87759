/**
 * Tenant cases for invitations, the personnel CSV import and the share-information consent. An
 * invitation belongs to the person invited: the matrix owner is that person, on a tour of someone
 * else, and a stranger answering it must get 404 and leave the tour as it was.
 */
import { signedInUser } from './factories';
import { expectTourUnchanged, withTourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { addPersonnel, createTour, personnelOf } from './tour-factories';

/** A tour of another manager that has invited the matrix owner; `id` is the invitation. */
async function invitedToATour(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const manager = await signedInUser(t, { firstName: 'Inviter' });
  const tour = await createTour(t, manager.token);
  await addPersonnel(t, manager.token, tour.id, owner.email);
  const invitation = (await personnelOf(t, manager.token, tour.id)).find((p) => p.email === owner.email);
  return withTourState(t, { tourId: tour.id, id: invitation?.id ?? '' });
}

const invitationCase = (name: string, method: HttpMethod, action: 'accept' | 'decline'): TenantCase => ({
  name,
  method,
  route: `/invitations/tour/{id}/${action}`,
  path: (ids) => `/api/invitations/tour/${ids.id}/${action}`,
  setup: invitedToATour,
  verifyUnchanged: expectTourUnchanged,
});

function csvForm(): FormData {
  const form = new FormData();
  const csv = 'email,role,role title\nmatrix-import@example.com,Project Member,FOH\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'crew.csv');
  return form;
}

async function ownTour(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  return withTourState(t, { tourId: tour.id });
}

export const PERSONNEL_CASES: TenantCase[] = [
  invitationCase('accepting someone’s tour invitation', 'POST', 'accept'),
  invitationCase('declining someone’s tour invitation', 'DELETE', 'decline'),
  {
    name: 'importing personnel from a CSV into a tour',
    method: 'POST',
    route: '/tours/{id}/upload-personnel-csv',
    path: (ids) => `/api/tours/${ids.tourId}/upload-personnel-csv`,
    body: csvForm,
    setup: ownTour,
    verifyUnchanged: expectTourUnchanged,
  },
  {
    name: 'the share-information consent on a tour',
    method: 'PATCH',
    route: '/tours/{id}/share-information-consent',
    path: (ids) => `/api/tours/${ids.tourId}/share-information-consent`,
    body: () => ({ shareInformation: true }),
    setup: ownTour,
    verifyUnchanged: expectTourUnchanged,
  },
];
