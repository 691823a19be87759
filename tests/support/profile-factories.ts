/**
 * Profiles through the API, as the profile screens send them, plus the share-information consent
 * (set on the person's tour_personnel row, where PATCH /tours/{id}/share-information-consent keeps it).
 * Setup calls throw with the answer when they do not succeed (via `must`).
 */
import { and, eq } from 'drizzle-orm';
import { tourPersonnel } from '../../server/db/schema/index';
import type { BodyOf } from './api-client';
import { uploaded } from './file-factories';
import { SAMPLES } from './file-samples';
import type { TestApp } from './test-app';
import { must } from './tour-factories';

type PassportBody = BodyOf<'POST /users/travelling-details/upload-passport'>;
type ContactBody = BodyOf<'POST /users/emergency-contacts'>;

export const ADDRESS = {
  label: 'Home',
  street: '12 Harbour Road',
  city: 'Glasgow',
  state: 'Scotland',
  postalCode: 'G1 1AA',
  country: 'GB',
};

export const passportBody = (overrides: Partial<PassportBody> = {}): PassportBody => ({
  id: crypto.randomUUID(),
  number: 'X1234567',
  issueDate: '2020-01-15',
  expirationDate: '2030-01-14',
  issuingCountry: 'GB',
  ...overrides,
});

export const contactBody = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  id: crypto.randomUUID(),
  name: 'Sam Road',
  relation: 'Partner',
  phoneNumber: '+44 7700 900123',
  email: 'sam@example.com',
  ...overrides,
});

export async function setConsent(t: TestApp, tourId: string, userId: string, shareInformation = true) {
  await t.db
    .update(tourPersonnel)
    .set({ shareInformation })
    .where(and(eq(tourPersonnel.tourId, tourId), eq(tourPersonnel.userId, userId)));
}

export async function personalDetailsOf(t: TestApp, token: string, userId = 'current-user') {
  return must(await t.call('GET /users/{id}/personal-details', { params: { id: userId }, token })).data;
}

export async function travellingDetailsOf(t: TestApp, token: string, userId = 'current-user') {
  return must(await t.call('GET /users/{id}/travelling-details', { params: { id: userId }, token })).data;
}

export async function updatePersonal(
  t: TestApp,
  token: string,
  userId: string,
  body: BodyOf<'PATCH /users/personal-details/{id}'>,
) {
  return must(await t.call('PATCH /users/personal-details/{id}', { params: { id: userId }, body, token }))
    .data;
}

export async function createAddress(
  t: TestApp,
  token: string,
  body: BodyOf<'POST /users/personal-details/create-address'> = ADDRESS,
) {
  return must(await t.call('POST /users/personal-details/create-address', { body, token }), 201).data;
}

export async function savePassport(t: TestApp, token: string, body: PassportBody = passportBody()) {
  return must(await t.call('POST /users/travelling-details/upload-passport', { body, token })).data;
}

export async function addContact(t: TestApp, token: string, body: ContactBody = contactBody()) {
  return must(await t.call('POST /users/emergency-contacts', { body, token }), 201).data;
}

/** Uploads `bytes` (a real PDF by default) and attaches them as the caller's document of `kind`. */
export async function attachDocument(
  t: TestApp,
  token: string,
  kind: BodyOf<'POST /users/personal-details/upload-personal-documents'>['kind'] = 'DRIVERS_LICENSE',
  bytes: Uint8Array = SAMPLES.pdf,
  name = 'Licence.pdf',
) {
  const { key } = await uploaded(t, token, bytes, { name, purpose: 'PERSONAL_DOCUMENT' });
  const response = await t.call('POST /users/personal-details/upload-personal-documents', {
    body: { kind, key },
    token,
  });
  return must(response, 201).data;
}
