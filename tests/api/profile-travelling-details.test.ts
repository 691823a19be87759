import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNTRY_UNKNOWN_MESSAGE } from '#contract/countries';
import type { Passport, TravellingDetails } from '#contract/travelling-details';
import { files, passports } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { download, downloadUrl, storedKeys, uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { passportBody, savePassport, travellingDetailsOf } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import type { Data, ErrorBody } from '../support/tour-factories';

const t = await setupTestApp();

const patchTravel = (token: string, userId: string, body: Record<string, unknown>) =>
  t.patch<Data<TravellingDetails> & ErrorBody>(`/api/users/travelling-details/${userId}`, body, { token });
const postPassport = (token: string, body: Record<string, unknown>) =>
  t.post<Data<Passport> & ErrorBody>('/api/users/travelling-details/upload-passport', body, { token });
const passportRow = async (id: string) =>
  (await t.db.select().from(passports).where(eq(passports.id, id)))[0];

describe('travelling details', () => {
  it('a new account has none; PATCH saves the given fields and GET reads them back', async () => {
    const me = await signedInUser(t);
    expect(await travellingDetailsOf(t, me.token)).toEqual({
      userId: me.user.id,
      airlineFrequentFliers: [],
      clearNumbers: null,
      homeAirport: null,
      seatPreference: null,
      roomType: null,
      roomFacilities: null,
      passports: [],
    });
    const response = await patchTravel(me.token, me.user.id, {
      airlineFrequentFliers: [{ airline: ' BA ', number: '12345678' }],
      homeAirport: 'GLA',
      seatPreference: 'AISLE',
      roomType: 'TWIN',
      roomFacilities: 'Quiet floor',
    });
    expect(response.status).toBe(200);
    await patchTravel(me.token, me.user.id, { clearNumbers: 'KTN 123' });
    expect(await travellingDetailsOf(t, me.token)).toEqual({
      userId: me.user.id,
      airlineFrequentFliers: [{ airline: 'BA', number: '12345678' }],
      clearNumbers: 'KTN 123',
      homeAirport: 'GLA',
      seatPreference: 'AISLE',
      roomType: 'TWIN',
      roomFacilities: 'Quiet floor',
      passports: [],
    });
  });

  it('bad input → 400 with field messages, nothing saved', async () => {
    const me = await signedInUser(t);
    const response = await patchTravel(me.token, me.user.id, {
      homeAirport: 'EDI',
      seatPreference: 'ROOF',
      airlineFrequentFliers: [{ airline: '', number: '1' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      seatPreference: 'Choose from the list',
      'airlineFrequentFliers.0.airline': 'This field cannot be empty',
    });
    expect((await travellingDetailsOf(t, me.token)).homeAirport).toBeNull();
    const empty = await patchTravel(me.token, me.user.id, {});
    expect(empty.body.error.message).toBe('Nothing to update');
  });

  it('someone else’s id → 404', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    expect((await patchTravel(me.token, other.user.id, { homeAirport: 'LHR' })).status).toBe(404);
    expect((await travellingDetailsOf(t, other.token)).homeAirport).toBeNull();
  });
});

describe('passports', () => {
  it('creates by the client id, updates by the same id, lists them soonest expiry first', async () => {
    const me = await signedInUser(t);
    const main = passportBody({ expirationDate: '2031-06-01' });
    const created = await savePassport(t, me.token, main);
    expect(created).toEqual({
      id: main.id,
      number: 'X1234567',
      issueDate: '2020-01-15',
      expirationDate: '2031-06-01',
      issuingCountry: 'GB',
      isAlternative: false,
      scan: null,
    });
    const updated = await savePassport(t, me.token, { ...main, number: 'Y7654321', isAlternative: true });
    expect(updated).toMatchObject({ id: main.id, number: 'Y7654321', isAlternative: true });
    const second = await savePassport(
      t,
      me.token,
      passportBody({ issuingCountry: 'IE', expirationDate: '2029-01-01' }),
    );
    expect((await travellingDetailsOf(t, me.token)).passports.map((p) => p.id)).toEqual([second.id, main.id]);
  });

  it('bad input → 400: dates out of order, unknown country, missing number', async () => {
    const me = await signedInUser(t);
    const response = await postPassport(me.token, {
      ...passportBody({ issueDate: '2030-01-01', expirationDate: '2029-01-01', number: '' }),
      issuingCountry: 'ZZ',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({ number: 'This field cannot be empty' });
    // Whether a well-formed code names a country is the server's check (an admin may add some),
    // made once the body's shape is right.
    const country = await postPassport(me.token, { ...passportBody(), issuingCountry: 'ZZ' });
    expect([country.status, country.body.error.fields]).toEqual([
      400,
      { issuingCountry: COUNTRY_UNKNOWN_MESSAGE },
    ]);
    const order = await postPassport(
      me.token,
      passportBody({ issueDate: '2030-01-01', expirationDate: '2029-01-01' }),
    );
    expect(order.body.error.fields).toEqual({
      expirationDate: 'The expiration must be after the issue date',
    });
    expect((await travellingDetailsOf(t, me.token)).passports).toEqual([]);
  });

  it('someone else’s passport id → 404 and theirs is unchanged; deleting it → 404', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await savePassport(t, other.token);
    const response = await postPassport(me.token, passportBody({ id: theirs.id, number: 'HIJACK1' }));
    expect(response.status).toBe(404);
    expect(await passportRow(theirs.id)).toMatchObject({ userId: other.user.id, number: 'X1234567' });
    const deleting = await t.del(`/api/users/travelling-details/delete-passport?id=${theirs.id}`, undefined, {
      token: me.token,
    });
    expect(deleting.status).toBe(404);
    expect(await passportRow(theirs.id)).toBeDefined();
  });

  it('a scan: attached from a PERSONAL_DOCUMENT upload, replaced (old bytes gone), downloadable, not cacheable', async () => {
    const me = await signedInUser(t);
    const first = await uploaded(t, me.token, SAMPLES.jpeg, {
      name: 'scan.jpg',
      purpose: 'PERSONAL_DOCUMENT',
    });
    const body = passportBody();
    const saved = await savePassport(t, me.token, { ...body, scanKey: first.key });
    expect(saved.scan).toEqual({
      kind: 'PASSPORT',
      fileId: expect.any(String),
      name: 'scan.jpg',
      mimeType: 'image/jpeg',
      size: SAMPLES.jpeg.length,
      createdAt: expect.any(String),
    });
    // A replay of the same save keeps the same scan.
    expect((await savePassport(t, me.token, { ...body, scanKey: first.key })).scan?.fileId).toBe(
      saved.scan?.fileId,
    );
    const link = await downloadUrl(t, me.token, saved.scan?.fileId ?? '');
    expect(link.cacheable).toBe(false);
    const got = await download(t, link.url);
    expect(got.bytes).toEqual(SAMPLES.jpeg);
    expect(got.headers.get('cache-control')).toBe('no-store');

    const second = await uploaded(t, me.token, SAMPLES.pdf, {
      name: 'scan.pdf',
      purpose: 'PERSONAL_DOCUMENT',
    });
    const replaced = await savePassport(t, me.token, { ...body, scanKey: second.key });
    expect(replaced.scan?.mimeType).toBe('application/pdf');
    expect(await storedKeys(t)).not.toContain(first.key);
    expect(await storedKeys(t)).toContain(second.key);
    // Leaving scanKey out keeps the scan; null removes it (and its bytes).
    expect((await savePassport(t, me.token, { ...body, number: 'Z1' })).scan?.fileId).toBe(
      replaced.scan?.fileId,
    );
    expect((await savePassport(t, me.token, { ...body, scanKey: null })).scan).toBeNull();
    expect(await storedKeys(t)).not.toContain(second.key);
  });

  it('a scan that is not an identity document type → 400; an unknown key → 404; nothing saved', async () => {
    const me = await signedInUser(t);
    const text = await uploaded(t, me.token, SAMPLES.text, { name: 'scan.pdf', purpose: 'DAY_FILE' });
    const body = passportBody({ scanKey: text.key });
    const refused = await postPassport(me.token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ file: 'This type of file is not allowed' });
    const unknown = await postPassport(me.token, passportBody({ scanKey: 'no-such-key' }));
    expect(unknown.status).toBe(404);
    expect((await travellingDetailsOf(t, me.token)).passports).toEqual([]);
  });

  it('deleting removes the passport and its scan’s bytes; deleting again is fine', async () => {
    const me = await signedInUser(t);
    const scan = await uploaded(t, me.token, SAMPLES.png, { name: 'scan.png', purpose: 'PERSONAL_DOCUMENT' });
    const saved = await savePassport(t, me.token, passportBody({ scanKey: scan.key }));
    const path = `/api/users/travelling-details/delete-passport?id=${saved.id}`;
    expect((await t.del(path, undefined, { token: me.token })).status).toBe(200);
    expect(await passportRow(saved.id)).toBeUndefined();
    expect(await storedKeys(t)).not.toContain(scan.key);
    const [file] = await t.db.select().from(files).where(eq(files.storageKey, scan.key));
    expect(file?.deletedAt).not.toBeNull();
    expect((await t.del(path, undefined, { token: me.token })).status).toBe(200);
    expect(
      (await t.del('/api/users/travelling-details/delete-passport?id=nope', undefined, { token: me.token }))
        .status,
    ).toBe(400);
  });
});
