import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmergencyContactSchema, PersonalDetailsSchema } from '#contract/profile';
import { TravellingDetailsSchema } from '#contract/travelling-details';
import { PROFILE_SCOPE } from '../../src/offline/db';
import { personalDetailsMark } from '../../src/offline/local-effects';
import { outboxRows, pendingEntityIds } from '../../src/offline/outbox';
import { readProfile } from '../../src/offline/profile-mirror';
import { fetchTransport } from '../../src/offline/transport';
import { deviceFetch, type SyncUser, setupOfflineServer, syncUser } from '../support/offline-harness';
import { createTour, rest } from '../support/offline-rest';

const { t, devices } = await setupOfflineServer();

const serverDetails = async (user: SyncUser) =>
  v.parse(
    v.object({ data: PersonalDetailsSchema }),
    await rest(t, user, 'GET', '/users/current-user/personal-details'),
  ).data;
const serverTravel = async (user: SyncUser) =>
  v.parse(
    v.object({ data: TravellingDetailsSchema }),
    await rest(t, user, 'GET', '/users/current-user/travelling-details'),
  ).data;
const serverContacts = async (user: SyncUser) =>
  v.parse(
    v.object({ data: v.array(EmergencyContactSchema) }),
    await rest(t, user, 'GET', '/users/current-user/emergency-contacts'),
  ).data;

/** A started device (it has read the profile once) that then loses its connection. */
async function offlineDevice() {
  const user = await syncUser(t);
  const device = await devices.open(user);
  device.goOffline();
  device.net.requests.length = 0;
  return { user, device };
}

describe('the profile on the device', () => {
  it('is read on start without the personal documents', async () => {
    const user = await syncUser(t);
    const device = await devices.open(user);
    const row = await device.db.personalDetails.get(user.id);
    expect(row).toMatchObject({ userId: user.id, email: user.email, phoneNumber: null });
    expect(row).not.toHaveProperty('documents');
    expect(await device.db.travellingDetails.get(user.id)).toMatchObject({ passports: [] });
  });

  it('is read on start beside the pull of the tours, not after it', async () => {
    const user = await syncUser(t);
    const tourId = await createTour(t, user);
    const device = await devices.open(user, { pullPageSize: 1 });

    const { requests } = device.net;
    const lastPage = requests.findLastIndex((request) => request.includes(`/${tourId}/changes?`));
    expect(requests.indexOf('GET /api/users/current-user/personal-details')).toBeGreaterThan(-1);
    expect(requests.indexOf('GET /api/users/current-user/personal-details')).toBeLessThan(lastPage);
    expect(await device.db.personalDetails.get(user.id)).toMatchObject({ userId: user.id });
  });

  it('is read after the profile writes waiting to be sent, once, when a start finds some', async () => {
    const { user, device } = await offlineDevice();
    await device.engine.mutate('profile.updatePersonalDetails', { changes: { preferredName: 'Robin' } });
    device.goOnline();
    device.net.requests.length = 0;

    await device.engine.resume();
    await device.engine.whenIdle();

    const { requests } = device.net;
    const reads = requests.filter((request) => request === 'GET /api/users/current-user/personal-details');
    expect(reads).toHaveLength(1);
    expect(requests.indexOf('POST /api/sync/push')).toBeLessThan(requests.indexOf(reads[0] ?? ''));
    expect(await device.db.personalDetails.get(user.id)).toMatchObject({ preferredName: 'Robin' });
  });
});

describe('profile edits made offline', () => {
  it('queue under the profile scope, show at once, and reach the server exactly once when back online', async () => {
    const { user, device } = await offlineDevice();
    await device.engine.mutate('profile.updatePersonalDetails', {
      changes: { phoneNumber: '+1 555 0100', preferredName: 'Sasha' },
    });
    expect(device.net.requests).toEqual([]);
    const [row] = await outboxRows(device.db);
    expect(row).toMatchObject({
      name: 'profile.updatePersonalDetails',
      scope: PROFILE_SCOPE,
      status: 'pending',
    });
    expect(await device.db.personalDetails.get(user.id)).toMatchObject({ phoneNumber: '+1 555 0100' });
    expect(await pendingEntityIds(device.db)).toEqual(new Set([personalDetailsMark]));

    device.goOnline();
    await device.engine.sync();
    await device.engine.whenIdle();
    expect(device.net.pushStatuses).toEqual([['applied']]);
    expect(await outboxRows(device.db)).toEqual([]);
    expect(await serverDetails(user)).toMatchObject({ phoneNumber: '+1 555 0100', preferredName: 'Sasha' });
    // The server's answer was read back, and no tour state was made for the profile.
    expect(device.net.requests).toContain('GET /api/users/current-user/personal-details');
    expect(await device.db.syncState.get(PROFILE_SCOPE)).toBeUndefined();
  });

  it('saves and deletes passports and contacts offline, each applied once', async () => {
    const { user, device } = await offlineDevice();
    await device.engine.mutate('passport.save', {
      passport: { number: 'X1234567', expirationDate: '2030-01-31', issuingCountry: 'FR' },
    });
    const [first] = (await device.db.travellingDetails.get(user.id))?.passports ?? [];
    expect(first).toMatchObject({ number: 'X1234567', scanFileId: null });
    await device.engine.mutate('passport.save', {
      passport: { id: first?.id, number: 'X7654321', expirationDate: '2031-01-31', issuingCountry: 'FR' },
    });
    const contactId = crypto.randomUUID();
    await device.engine.mutate('emergencyContact.save', {
      contact: { id: contactId, name: 'Kim', phoneNumber: '+44 20 7946 0000' },
    });
    await device.engine.mutate('emergencyContact.save', {
      contact: { name: 'Lee', phoneNumber: '+44 20 7946 0001', email: 'LEE@example.com' },
    });
    await device.engine.mutate('emergencyContact.delete', { id: contactId });
    expect((await device.db.emergencyContacts.toArray()).map((row) => row.name)).toEqual(['Lee']);

    device.goOnline();
    await device.engine.sync();
    await device.engine.whenIdle();
    expect(device.net.pushStatuses.flat()).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const travel = await serverTravel(user);
    expect(travel.passports).toMatchObject([
      { id: first?.id, number: 'X7654321', expirationDate: '2031-01-31' },
    ]);
    expect(await serverContacts(user)).toMatchObject([{ name: 'Lee', email: 'lee@example.com' }]);

    await device.engine.mutate('passport.delete', { id: first?.id ?? '' });
    await device.engine.whenIdle();
    expect((await serverTravel(user)).passports).toEqual([]);
  });

  it('is never applied twice when the reply to the push was lost', async () => {
    const user = await syncUser(t);
    const device = await devices.open(user);
    device.net.loseReplies = 1;
    await device.engine.mutate('emergencyContact.save', {
      contact: { name: 'Kim', phoneNumber: '+44 20 7946 0000' },
    });
    await device.engine.whenIdle();
    expect(await outboxRows(device.db)).toHaveLength(1);

    device.goOnline();
    await device.engine.sync();
    expect(device.net.pushStatuses).toEqual([['duplicate']]);
    expect(await outboxRows(device.db)).toEqual([]);
    expect(await serverContacts(user)).toHaveLength(1);
    expect(await device.db.emergencyContacts.count()).toBe(1);
  });

  it('stays visible over a re-read of the profile until the server has it', async () => {
    const { user, device } = await offlineDevice();
    await device.engine.mutate('profile.updateTravellingDetails', { changes: { homeAirport: 'LHR' } });
    // Another device changes the same profile meanwhile; this one re-reads it without sending.
    await rest(t, user, 'PATCH', `/users/travelling-details/${user.id}`, {
      homeAirport: 'CDG',
      seatPreference: 'AISLE',
    });
    // The read alone, as the engine does it (its push would send the edit first).
    const transport = fetchTransport(deviceFetch(t, device.net), { token: () => user.token });
    await readProfile({ db: device.db, transport, isOnline: () => true });
    expect(await device.db.travellingDetails.get(user.id)).toMatchObject({
      homeAirport: 'LHR',
      seatPreference: 'AISLE',
    });
    device.goOnline();
    await device.engine.sync();
    await device.engine.whenIdle();
    expect(await serverTravel(user)).toMatchObject({ homeAirport: 'LHR', seatPreference: 'AISLE' });
  });

  it('a rejected profile edit, discarded, re-reads the profile and leaves every tour alone', async () => {
    const user = await syncUser(t);
    const tourId = await createTour(t, user);
    const device = await devices.open(user);
    const before = await device.db.tours.count();
    // Not one of the user's addresses: the server refuses it.
    const mutationId = await device.engine.mutate('profile.updatePersonalDetails', {
      changes: { addressId: crypto.randomUUID() },
    });
    await device.engine.whenIdle();
    const [failed] = await outboxRows(device.db);
    expect(failed).toMatchObject({ mutationId, status: 'failed', scope: PROFILE_SCOPE });

    await device.engine.sync();
    expect(await device.db.tours.get(tourId)).toBeDefined();
    expect(await outboxRows(device.db)).toHaveLength(1);

    expect(await device.engine.discard(mutationId)).toBe(true);
    await device.engine.whenIdle();
    expect(await device.db.personalDetails.get(user.id)).toMatchObject({ addressId: null });
    expect(await device.db.syncState.get(tourId)).not.toMatchObject({ resync: true });
    expect(await device.db.tours.count()).toBe(before);
  });
});
