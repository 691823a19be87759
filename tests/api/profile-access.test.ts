/**
 * The privacy rule: personal documents and travel details are visible only to their owner
 * and to managers of tours the owner shares them with. Everyone else gets 404.
 */
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/factories';
import { downloadUrl } from '../support/file-factories';
import {
  addContact,
  attachDocument,
  passportBody,
  savePassport,
  setConsent,
  updatePersonal,
} from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import { addPersonnel, createTour, joinTour, ownerWithTour, type Session } from '../support/tour-factories';

const t = await setupTestApp();

const SECTIONS = ['personal-details', 'travelling-details', 'emergency-contacts'] as const;

/** The status of each profile section of `owner` as `reader` asks for it. */
async function statuses(reader: Session, ownerId: string) {
  const answers = await Promise.all(
    SECTIONS.map((section) => t.get(`/api/users/${ownerId}/${section}`, { token: reader.token })),
  );
  return answers.map((answer) => answer.status);
}

async function crewWithProfile() {
  const { owner, tour } = await ownerWithTour(t);
  const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Casey');
  await updatePersonal(t, crew.token, crew.user.id, {
    phoneNumber: '+44 7700 900001',
    dietaryInformation: 'Vegan',
  });
  await savePassport(t, crew.token, passportBody());
  await addContact(t, crew.token);
  const document = await attachDocument(t, crew.token);
  return { owner, tour, crew, document };
}

describe('reading someone’s profile', () => {
  it('the person reads their own by id', async () => {
    const { crew } = await crewWithProfile();
    expect(await statuses(crew, crew.user.id)).toEqual([200, 200, 200]);
  });

  it('a manager of their tour without consent → 404 on every section and on their documents', async () => {
    const { owner, crew, document } = await crewWithProfile();
    expect(await statuses(owner, crew.user.id)).toEqual([404, 404, 404]);
    const link = await t.post(
      '/api/upload/download-url',
      { fileId: document.fileId },
      { token: owner.token },
    );
    expect(link.status).toBe(404);
  });

  it('with consent on that tour the owner and a TOUR_MANAGER read everything; documents are not cacheable', async () => {
    const { owner, tour, crew, document } = await crewWithProfile();
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER', 'Max');
    await setConsent(t, tour.id, crew.user.id);
    expect(await statuses(owner, crew.user.id)).toEqual([200, 200, 200]);
    expect(await statuses(manager, crew.user.id)).toEqual([200, 200, 200]);
    const details = await t.call('GET /users/{id}/personal-details', {
      params: { id: crew.user.id },
      token: manager.token,
    });
    expect(details.body.data).toMatchObject({ phoneNumber: '+44 7700 900001', documents: [document] });
    expect((await downloadUrl(t, manager.token, document.fileId)).cacheable).toBe(false);
  });

  it('another member of the same tour → 404, even with consent', async () => {
    const { owner, tour, crew, document } = await crewWithProfile();
    const mate = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Mate');
    await setConsent(t, tour.id, crew.user.id);
    expect(await statuses(mate, crew.user.id)).toEqual([404, 404, 404]);
    const link = await t.post('/api/upload/download-url', { fileId: document.fileId }, { token: mate.token });
    expect(link.status).toBe(404);
  });

  it('a member reading a manager → 404 (consent goes one way: to managers)', async () => {
    const { owner, tour, crew } = await crewWithProfile();
    await setConsent(t, tour.id, owner.user.id);
    expect(await statuses(crew, owner.user.id)).toEqual([404, 404, 404]);
  });

  it('consent on one tour does not open the profile to managers of another tour the person is on', async () => {
    const { crew, tour } = await crewWithProfile();
    const otherOwner = await signedInUser(t, { firstName: 'Other' });
    const otherTour = await createTour(t, otherOwner.token);
    await addPersonnel(t, otherOwner.token, otherTour.id, crew.email);
    await setConsent(t, tour.id, crew.user.id);
    expect(await statuses(otherOwner, crew.user.id)).toEqual([404, 404, 404]);
  });

  it('consent withdrawn or the person removed from the tour → 404 again', async () => {
    const { owner, tour, crew } = await crewWithProfile();
    await setConsent(t, tour.id, crew.user.id);
    expect(await statuses(owner, crew.user.id)).toEqual([200, 200, 200]);
    await setConsent(t, tour.id, crew.user.id, false);
    expect(await statuses(owner, crew.user.id)).toEqual([404, 404, 404]);
    await setConsent(t, tour.id, crew.user.id);
    const removed = await t.del(`/api/tours/${tour.id}/personnel/${crew.personnel.id}`, undefined, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(await statuses(owner, crew.user.id)).toEqual([404, 404, 404]);
  });

  it('another tenant → 404, and an unknown id → 404', async () => {
    const { crew, tour } = await crewWithProfile();
    await setConsent(t, tour.id, crew.user.id);
    const stranger = await signedInUser(t, { firstName: 'Stranger' });
    expect(await statuses(stranger, crew.user.id)).toEqual([404, 404, 404]);
    expect(await statuses(stranger, crypto.randomUUID())).toEqual([404, 404, 404]);
  });

  it('consent lets managers read, never write', async () => {
    const { owner, tour, crew } = await crewWithProfile();
    await setConsent(t, tour.id, crew.user.id);
    const opts = { token: owner.token };
    const writes = await Promise.all([
      t.patch(`/api/users/personal-details/${crew.user.id}`, { phoneNumber: '+1 555 000 0000' }, opts),
      t.patch(`/api/users/travelling-details/${crew.user.id}`, { homeAirport: 'JFK' }, opts),
    ]);
    expect(writes.map((w) => w.status)).toEqual([404, 404]);
    const details = await t.call('GET /users/{id}/personal-details', {
      params: { id: crew.user.id },
      ...opts,
    });
    expect(details.body.data.phoneNumber).toBe('+44 7700 900001');
  });
});
