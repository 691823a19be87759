/**
 * Profile edits and the tour mirror: a new phone number or name reaches every tour the person is on
 * (their tourPersonnel rows are re-stamped), and the service functions the sync mutators call give
 * the same result when a write is replayed.
 */
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/http/context';
import {
  deleteEmergencyContact,
  saveEmergencyContact,
} from '../../server/modules/profile/emergency-contacts.service';
import { deletePassport, savePassport } from '../../server/modules/profile/passports.service';
import { updatePersonalDetails } from '../../server/modules/profile/personal-details.service';
import { updateTravellingDetails } from '../../server/modules/profile/travelling-details.service';
import { signedInUser } from '../support/factories';
import { contactBody, passportBody, travellingDetailsOf, updatePersonal } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import {
  acceptInvitation,
  addPersonnel,
  createTour,
  getTour,
  joinTour,
  must,
  ownerWithTour,
  pull,
} from '../support/tour-factories';

const t = await setupTestApp();

/** The tourPersonnel changes of `userId` a device at `since` would pull next. */
async function personnelChanges(token: string, tourId: string, since: number, userId: string) {
  const page = must(await pull(t, token, tourId, `since=${since}`)).data;
  return page.changes.filter(
    (change) =>
      change.entity === 'tourPersonnel' && (change.data as { userId?: string } | null)?.userId === userId,
  );
}

describe('profile edits reach the tour mirror', () => {
  it('a new phone number re-stamps the person’s rows on every tour; the same number again does not', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const second = await createTour(t, owner.token, { name: 'Autumn Run' });
    await addPersonnel(t, owner.token, second.id, crew.email);
    await acceptInvitation(t, crew.token, second.id);
    const before = [await getTour(t, owner.token, tour.id), await getTour(t, owner.token, second.id)];
    expect(await personnelChanges(crew.token, tour.id, before[0]?.version ?? 0, crew.user.id)).toEqual([]);

    await updatePersonal(t, crew.token, crew.user.id, { phoneNumber: '+44 7700 900555' });
    for (const [index, tourId] of [tour.id, second.id].entries()) {
      const changes = await personnelChanges(crew.token, tourId, before[index]?.version ?? 0, crew.user.id);
      expect(changes).toHaveLength(1);
      expect(changes[0]?.op).toBe('upsert');
    }
    const after = await getTour(t, owner.token, tour.id);
    await updatePersonal(t, crew.token, crew.user.id, {
      phoneNumber: '+44 7700 900555',
      dietaryInformation: 'Vegan',
    });
    expect((await getTour(t, owner.token, tour.id)).version).toBe(after.version);
  });

  it('a new name via PATCH /users/current-user is in the next pull', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const { version } = await getTour(t, owner.token, tour.id);
    must(await t.patch('/api/users/current-user', { firstName: 'Renamed' }, { token: crew.token }));
    const changes = await personnelChanges(owner.token, tour.id, version, crew.user.id);
    expect(changes).toEqual([
      expect.objectContaining({
        id: crew.personnel.id,
        op: 'upsert',
        data: expect.objectContaining({ firstName: 'Renamed' }),
      }),
    ]);
  });
});

describe('the services sync mutators call are safe to replay', () => {
  it('each write run twice with the same args gives the same result and no error', async () => {
    const me = await signedInUser(t);
    const actor: AuthUser = { id: me.user.id, email: me.email, role: 'USER' };
    const now = t.clock.now();
    const twice = async <T>(run: () => Promise<T>) => {
      const first = await run();
      expect(await run()).toEqual(first);
      return first;
    };
    await twice(() =>
      updatePersonalDetails(t.db, actor, me.user.id, { phoneNumber: '+1 555 0100 200' }, now),
    );
    await twice(() => updateTravellingDetails(t.db, actor, me.user.id, { homeAirport: 'JFK' }, now));
    const passport = passportBody();
    const input = {
      id: String(passport.id),
      number: 'P1',
      issueDate: null,
      expirationDate: '2031-01-01',
      issuingCountry: 'US' as const,
      isAlternative: false,
    };
    await twice(() => savePassport(t.db, actor, input, now));
    const contact = {
      ...contactBody(),
      id: crypto.randomUUID(),
      name: 'Kim',
      phoneNumber: '+1 555 0100 300',
    };
    await twice(() => saveEmergencyContact(t.db, actor, { ...contact, relation: null, email: null }, now));
    expect((await travellingDetailsOf(t, me.token)).passports).toHaveLength(1);
    await twice(() => deletePassport(t.db, actor, input.id, now));
    await twice(() => deleteEmergencyContact(t.db, actor, contact.id, now));
    expect((await travellingDetailsOf(t, me.token)).passports).toEqual([]);
  });

  it('someone else’s passport or contact id → 404 from the service too', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const actor: AuthUser = { id: me.user.id, email: me.email, role: 'USER' };
    const theirs = {
      id: crypto.randomUUID(),
      name: 'Lee',
      relation: null,
      phoneNumber: '+1 555 0100 400',
      email: null,
    };
    await saveEmergencyContact(
      t.db,
      { id: other.user.id, email: other.email, role: 'USER' },
      theirs,
      t.clock.now(),
    );
    await expect(saveEmergencyContact(t.db, actor, theirs, t.clock.now())).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteEmergencyContact(t.db, actor, theirs.id, t.clock.now())).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      updatePersonalDetails(t.db, actor, other.user.id, { measurements: 'L' }, t.clock.now()),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
