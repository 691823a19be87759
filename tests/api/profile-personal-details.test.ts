import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '#contract/addresses';
import { MESSAGES } from '#contract/messages';
import type { PersonalDetails } from '#contract/profile';
import { userProfiles } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { ADDRESS, createAddress, personalDetailsOf, updatePersonal } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import type { ErrorBody } from '../support/tour-factories';

const t = await setupTestApp();

const profileRow = async (userId: string) =>
  (await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0];

describe('GET /api/users/current-user/personal-details', () => {
  it('a new account has its names and e-mail and nothing else yet', async () => {
    const me = await signedInUser(t, { firstName: 'Nora' });
    expect(await personalDetailsOf(t, me.token)).toEqual({
      userId: me.user.id,
      email: me.email,
      firstName: 'Nora',
      lastName: 'Road',
      completeLegalName: null,
      preferredName: null,
      birthDate: null,
      birthCity: null,
      birthCountryId: null,
      gender: null,
      phoneNumber: null,
      dietaryInformation: null,
      educationalInformation: null,
      measurements: null,
      addressId: null,
      addresses: [],
      citizenships: [],
      documents: [],
      avatarUrl: null,
    } satisfies PersonalDetails);
    expect(await profileRow(me.user.id)).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    expect((await t.get('/api/users/current-user/personal-details')).status).toBe(401);
  });
});

describe('PATCH /api/users/personal-details/{id}', () => {
  it('saves the given fields, trims them, stores blanks as null and leaves the rest', async () => {
    const me = await signedInUser(t);
    await updatePersonal(t, me.token, me.user.id, { dietaryInformation: 'Vegetarian', measurements: 'M' });
    const saved = await updatePersonal(t, me.token, me.user.id, {
      completeLegalName: '  Johanna Road  ',
      preferredName: 'Jo',
      birthDate: '1990-05-17',
      birthCity: 'Leeds',
      birthCountryId: 'GB',
      gender: 'NON_BINARY',
      phoneNumber: '+44 (0)20 7946-0958',
      measurements: '',
    });
    expect(saved).toMatchObject({
      completeLegalName: 'Johanna Road',
      preferredName: 'Jo',
      birthDate: '1990-05-17',
      birthCity: 'Leeds',
      birthCountryId: 'GB',
      gender: 'NON_BINARY',
      phoneNumber: '+44 (0)20 7946-0958',
      dietaryInformation: 'Vegetarian',
      measurements: null,
    });
    expect(await personalDetailsOf(t, me.token)).toEqual(saved);
    expect(await profileRow(me.user.id)).toMatchObject({
      phoneNumber: '+44 (0)20 7946-0958',
      measurements: null,
    });
  });

  it.each([
    [{ phoneNumber: '12ab34' }, 'phoneNumber', MESSAGES.invalidPhone],
    [{ phoneNumber: '+1 23' }, 'phoneNumber', MESSAGES.invalidPhone],
    [{ gender: 'ROBOT' }, 'gender', 'Choose from the list'],
    [{ birthCountryId: 'XX' }, 'birthCountryId', expect.any(String)],
    [{ birthDate: '1990-02-30' }, 'birthDate', expect.any(String)],
    [{ addressId: 'not-an-id' }, 'addressId', 'Must be a valid id'],
  ])('bad input %j → 400 with the field message, and nothing is saved', async (body, field, message) => {
    const me = await signedInUser(t);
    const response = await t.patch<ErrorBody>(
      `/api/users/personal-details/${me.user.id}`,
      { dietaryInformation: 'Vegan', ...body },
      { token: me.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields?.[field]).toEqual(message);
    expect(await profileRow(me.user.id)).toBeUndefined();
  });

  it('an empty change → 400 Nothing to update', async () => {
    const me = await signedInUser(t);
    const response = await t.patch<ErrorBody>(
      `/api/users/personal-details/${me.user.id}`,
      {},
      { token: me.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Nothing to update');
  });

  it('the main address must be one of your own', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await createAddress(t, other.token);
    const response = await t.patch<ErrorBody>(
      `/api/users/personal-details/${me.user.id}`,
      { addressId: theirs.id },
      { token: me.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ addressId: 'Choose one of your addresses' });
    const mine = await createAddress(t, me.token, { ...ADDRESS, label: 'Flat' });
    t.clock.advance(1);
    const second = await createAddress(t, me.token, { ...ADDRESS, label: 'Studio' });
    expect((await updatePersonal(t, me.token, me.user.id, { addressId: second.id })).addressId).toBe(
      second.id,
    );
    expect((await personalDetailsOf(t, me.token)).addresses.map((a) => a.id)).toEqual([mine.id, second.id]);
  });

  it('someone else’s id → 404 and their details are unchanged', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await updatePersonal(t, other.token, other.user.id, { phoneNumber: '+1 555 010 0000' });
    const response = await t.patch<ErrorBody>(
      `/api/users/personal-details/${other.user.id}`,
      { phoneNumber: '+1 555 999 9999' },
      { token: me.token },
    );
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    expect((await profileRow(other.user.id))?.phoneNumber).toBe('+1 555 010 0000');
  });
});

describe('POST /api/users/personal-details/create-address', () => {
  it('the first address becomes the main one; later ones do not replace it', async () => {
    const me = await signedInUser(t);
    const first = await createAddress(t, me.token);
    expect(first).toEqual({ id: expect.any(String), ...ADDRESS });
    t.clock.advance(1);
    const second = await createAddress(t, me.token, { ...ADDRESS, label: null, street: '1 Quay St' });
    expect(second.label).toBeNull();
    const details = await personalDetailsOf(t, me.token);
    expect(details.addressId).toBe(first.id);
    expect(details.addresses).toEqual([first, second]);
  });

  it('a repeat with the same client id answers the same address', async () => {
    const me = await signedInUser(t);
    const id = crypto.randomUUID();
    const first = await createAddress(t, me.token, { ...ADDRESS, id });
    const again = await createAddress(t, me.token, { ...ADDRESS, id });
    expect(again).toEqual(first);
    expect((await personalDetailsOf(t, me.token)).addresses).toHaveLength(1);
  });

  it('missing parts get the product’s messages', async () => {
    const me = await signedInUser(t);
    const response = await t.post<ErrorBody>(
      '/api/users/personal-details/create-address',
      { street: ' ', city: '', state: '', postalCode: '', country: '' },
      { token: me.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      street: ADDRESS_MESSAGES.street,
      city: ADDRESS_MESSAGES.city,
      state: ADDRESS_MESSAGES.state,
      postalCode: ADDRESS_MESSAGES.postalCode,
      country: ADDRESS_MESSAGES.country,
    });
    expect((await personalDetailsOf(t, me.token)).addresses).toEqual([]);
  });

  it('an id that is someone else’s address → 404 and theirs is unchanged', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await createAddress(t, other.token);
    const response = await t.call('POST /users/personal-details/create-address', {
      body: { ...ADDRESS, id: theirs.id, street: 'Hijack Lane' },
      token: me.token,
    });
    expect(response.status).toBe(404);
    expect((await personalDetailsOf(t, other.token)).addresses).toEqual([theirs]);
  });
});
