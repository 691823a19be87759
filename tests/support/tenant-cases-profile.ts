/**
 * Tenant cases for profiles, addresses and passport warnings. Each setup gives the owner a full
 * profile (details, a passport, an emergency contact, an address, an artist address, a tour) and
 * records a snapshot of every row of it; each check compares against that snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addresses, emergencyContacts, files, passports, userProfiles } from '../../server/db/schema/index';
import {
  ADDRESS,
  addContact,
  createAddress,
  passportBody,
  savePassport,
  updatePersonal,
} from './profile-factories';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

async function profileState(t: TestApp, userId: string, artistId: string) {
  return JSON.stringify({
    profile: await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
    addresses: await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id)),
    artistAddresses: await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.artistId, artistId))
      .orderBy(asc(addresses.id)),
    passports: await t.db
      .select()
      .from(passports)
      .where(eq(passports.userId, userId))
      .orderBy(asc(passports.id)),
    contacts: await t.db
      .select()
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, userId))
      .orderBy(asc(emergencyContacts.id)),
    files: await t.db.select().from(files).where(eq(files.ownerUserId, userId)).orderBy(asc(files.id)),
  });
}

async function ownerWithProfile(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const userId = owner.user.id;
  const tour = await createTour(t, owner.token);
  await updatePersonal(t, owner.token, userId, {
    phoneNumber: '+44 7700 900777',
    dietaryInformation: 'None',
  });
  const address = await createAddress(t, owner.token);
  const passport = await savePassport(t, owner.token, passportBody({ expirationDate: '2027-04-11' }));
  const contact = await addContact(t, owner.token);
  const artistAddress = must(
    await t.call('POST /artist-addresses', {
      body: { ...ADDRESS, artistId: tour.artistId },
      token: owner.token,
    }),
    201,
  ).data;
  const ids = {
    userId,
    tourId: tour.id,
    artistId: tour.artistId,
    addressId: address.id,
    passportId: passport.id,
    contactId: contact.id,
    artistAddressId: artistAddress.id,
  };
  return { ...ids, state: await profileState(t, userId, tour.artistId) };
}

async function expectProfileUnchanged(t: TestApp, ids: Ids) {
  const state = await profileState(t, ids.userId ?? '', ids.artistId ?? '');
  expect(JSON.parse(state)).toEqual(JSON.parse(ids.state ?? 'null'));
}

const profileCase = (
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
  setup: ownerWithProfile,
  verifyUnchanged: expectProfileUnchanged,
});

export const PROFILE_CASES: TenantCase[] = [
  profileCase(
    'personal details',
    'GET',
    '/users/{id}/personal-details',
    (ids) => `/api/users/${ids.userId}/personal-details`,
  ),
  profileCase(
    'changing personal details',
    'PATCH',
    '/users/personal-details/{id}',
    (ids) => `/api/users/personal-details/${ids.userId}`,
    () => ({ phoneNumber: '+1 555 010 9999' }),
  ),
  profileCase(
    'travelling details',
    'GET',
    '/users/{id}/travelling-details',
    (ids) => `/api/users/${ids.userId}/travelling-details`,
  ),
  profileCase(
    'changing travelling details',
    'PATCH',
    '/users/travelling-details/{id}',
    (ids) => `/api/users/travelling-details/${ids.userId}`,
    () => ({ homeAirport: 'XXX' }),
  ),
  profileCase(
    'emergency contacts',
    'GET',
    '/users/{id}/emergency-contacts',
    (ids) => `/api/users/${ids.userId}/emergency-contacts`,
  ),
  profileCase(
    'changing an emergency contact',
    'PATCH',
    '/users/emergency-contacts/{id}',
    (ids) => `/api/users/emergency-contacts/${ids.contactId}`,
    () => ({ name: 'Taken over' }),
  ),
  profileCase(
    'deleting an emergency contact',
    'DELETE',
    '/users/emergency-contacts/{id}',
    (ids) => `/api/users/emergency-contacts/${ids.contactId}`,
  ),
  profileCase('an address', 'GET', '/addresses/{id}', (ids) => `/api/addresses/${ids.addressId}`),
  profileCase(
    'changing an address',
    'PATCH',
    '/addresses/{id}',
    (ids) => `/api/addresses/${ids.addressId}`,
    () => ({ city: 'Elsewhere' }),
  ),
  profileCase('deleting an address', 'DELETE', '/addresses/{id}', (ids) => `/api/addresses/${ids.addressId}`),
  profileCase(
    'deleting an artist address',
    'DELETE',
    '/artist-addresses/{id}',
    (ids) => `/api/artist-addresses/${ids.artistAddressId}`,
  ),
  profileCase(
    'passport warnings of a tour',
    'GET',
    '/passport-expiration/{id}',
    (ids) => `/api/passport-expiration/${ids.tourId}`,
  ),
];
