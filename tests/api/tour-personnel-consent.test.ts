import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TourPersonnel } from '#contract/tour-personnel';
import { tourPersonnel, userProfiles, workspaces } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  createTour,
  type Data,
  type ErrorBody,
  joinTour,
  liveRows,
  must,
  ownerWithTour,
  personnelOf,
  pull,
} from '../support/tour-factories';

const t = await setupTestApp();

const setConsent = (token: string, tourId: string, body: Record<string, unknown>) =>
  t.patch<Data<TourPersonnel> & ErrorBody>(`/api/tours/${tourId}/share-information-consent`, body, { token });

describe('PATCH /api/tours/{id}/share-information-consent', () => {
  it('sets only the caller’s own consent on that tour, and the change reaches the mirror', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const other = await ownerWithTour(t);
    const since = must(await pull(t, owner.token, tour.id)).data.version;

    const response = await setConsent(member.token, tour.id, { shareInformation: true });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...member.personnel, shareInformation: true });
    const people = await personnelOf(t, owner.token, tour.id);
    expect(people.map((p) => [p.email, p.shareInformation])).toEqual([
      [owner.email, false],
      [member.email, true],
    ]);
    const changes = must(await pull(t, owner.token, tour.id, `since=${since}`)).data.changes;
    expect(changes.find((c) => c.entity === 'tourPersonnel')?.data).toMatchObject({ shareInformation: true });

    expect(
      (await setConsent(member.token, tour.id, { shareInformation: false })).body.data.shareInformation,
    ).toBe(false);
    expect((await setConsent(member.token, other.tour.id, { shareInformation: true })).status).toBe(404);
  });

  it('answers 400 for a value that is not true or false', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const response = await setConsent(owner.token, tour.id, { shareInformation: 'yes' });
    expect([response.status, response.body.error.fields]).toEqual([
      400,
      { shareInformation: 'Must be true or false' },
    ]);
  });

  it('a workspace owner who is not on the tour’s personnel gets a clear 400', async () => {
    const { owner, tour } = await ownerWithTour(t);
    // The colleague's workspace passes to the owner: they see its tour without being on its personnel.
    const colleague = await signedInUser(t);
    const theirs = await createTour(t, colleague.token);
    await t.db
      .update(workspaces)
      .set({ ownerId: owner.user.id })
      .where(eq(workspaces.ownerId, colleague.user.id));
    const response = await setConsent(owner.token, theirs.id, { shareInformation: true });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.shareInformation).toMatch(/not on this tour/);
    expect((await setConsent(owner.token, tour.id, { shareInformation: true })).status).toBe(200);
  });
});

describe('phone numbers of tour mates', () => {
  it('are in the personnel list and the pull (null without a profile), and follow a change', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    await t.db.insert(userProfiles).values({ userId: member.user.id, phoneNumber: '+44 7700 900123' });
    const people = await personnelOf(t, member.token, tour.id);
    expect(people.map((p) => [p.email, p.phoneNumber])).toEqual([
      [owner.email, null],
      [member.email, '+44 7700 900123'],
    ]);
    const mirrored = await liveRows(t, member.token, tour.id, 'tourPersonnel');
    expect(mirrored.get(member.personnel.id)).toMatchObject({ phoneNumber: '+44 7700 900123' });

    const since = must(await pull(t, member.token, tour.id)).data.version;
    // The person changes their number on their profile: every tour they are on hears of it.
    const patched = await t.patch(
      `/api/users/personal-details/${member.user.id}`,
      { phoneNumber: '+44 7700 900999' },
      { token: member.token },
    );
    expect(patched.status).toBe(200);
    const changes = must(await pull(t, owner.token, tour.id, `since=${since}`)).data.changes;
    expect(changes.filter((c) => c.entity === 'tourPersonnel').map((c) => c.data)).toEqual([
      expect.objectContaining({ email: member.email, phoneNumber: '+44 7700 900999' }),
    ]);
    const [row] = await t.db.select().from(tourPersonnel).where(eq(tourPersonnel.id, member.personnel.id));
    expect(row?.version).toBeGreaterThan(since);
  });
});
