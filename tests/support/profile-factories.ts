/**
 * Profiles through the API, as the profile screens send them, plus the share-information consent
 * (set on the person's tour_personnel row, where PATCH /tours/{id}/share-information-consent keeps it).
 * Setup calls throw with the answer when they do not succeed (via `must`).
 */
import { and, eq } from 'drizzle-orm';
import type { Address } from '#contract/addresses';
import type { EmergencyContact, PersonalDetails, PersonalDocument } from '#contract/profile';
import type { Passport, TravellingDetails } from '#contract/travelling-details';
import { tourPersonnel } from '../../server/db/schema/index';
import { uploaded } from './file-factories';
import { SAMPLES } from './file-samples';
import type { TestApp } from './test-app';
import { type Body, type Data, must } from './tour-factories';

export const ADDRESS = {
  label: 'Home',
  street: '12 Harbour Road',
  city: 'Glasgow',
  state: 'Scotland',
  postalCode: 'G1 1AA',
  country: 'GB',
};

export const passportBody = (overrides: Body = {}): Body => ({
  id: crypto.randomUUID(),
  number: 'X1234567',
  issueDate: '2020-01-15',
  expirationDate: '2030-01-14',
  issuingCountry: 'GB',
  ...overrides,
});

export const contactBody = (overrides: Body = {}): Body => ({
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
  return must(await t.get<Data<PersonalDetails>>(`/api/users/${userId}/personal-details`, { token })).data;
}

export async function travellingDetailsOf(t: TestApp, token: string, userId = 'current-user') {
  return must(await t.get<Data<TravellingDetails>>(`/api/users/${userId}/travelling-details`, { token }))
    .data;
}

export async function updatePersonal(t: TestApp, token: string, userId: string, body: Body) {
  return must(await t.patch<Data<PersonalDetails>>(`/api/users/personal-details/${userId}`, body, { token }))
    .data;
}

export async function createAddress(t: TestApp, token: string, body: Body = ADDRESS) {
  return must(await t.post<Data<Address>>('/api/users/personal-details/create-address', body, { token }), 201)
    .data;
}

export async function savePassport(t: TestApp, token: string, body: Body = passportBody()) {
  return must(await t.post<Data<Passport>>('/api/users/travelling-details/upload-passport', body, { token }))
    .data;
}

export async function addContact(t: TestApp, token: string, body: Body = contactBody()) {
  return must(await t.post<Data<EmergencyContact>>('/api/users/emergency-contacts', body, { token }), 201)
    .data;
}

/** Uploads `bytes` (a real PDF by default) and attaches them as the caller's document of `kind`. */
export async function attachDocument(
  t: TestApp,
  token: string,
  kind = 'DRIVERS_LICENSE',
  bytes: Uint8Array = SAMPLES.pdf,
  name = 'Licence.pdf',
) {
  const { key } = await uploaded(t, token, bytes, { name, purpose: 'PERSONAL_DOCUMENT' });
  const response = await t.post<Data<PersonalDocument>>(
    '/api/users/personal-details/upload-personal-documents',
    { kind, key },
    { token },
  );
  return must(response, 201).data;
}
