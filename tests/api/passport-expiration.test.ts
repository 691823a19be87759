import { describe, expect, it } from 'vitest';
import { passportWarningText } from '#contract/travelling-details';
import { signedInUser } from '../support/factories';
import { passportBody, savePassport, setConsent } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import { addPersonnel, joinTour, must, ownerWithTour, type Session } from '../support/tour-factories';

const t = await setupTestApp();

// ownerWithTour: 2027-04-10 … 2027-04-12.
const warningsFor = async (session: Session, tourId: string) =>
  must(await t.call('GET /passport-expiration/{id}', { params: { id: tourId }, token: session.token })).data;

async function tourWithPassports() {
  const { owner, tour } = await ownerWithTour(t);
  const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Casey');
  const mate = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Mika');
  const during = await savePassport(t, crew.token, passportBody({ expirationDate: '2027-04-11' }));
  const before = await savePassport(
    t,
    crew.token,
    passportBody({ issueDate: '2016-01-01', expirationDate: '2027-04-09' }),
  );
  await savePassport(t, crew.token, passportBody({ expirationDate: '2027-04-13' }));
  const onLastDay = await savePassport(t, mate.token, passportBody({ expirationDate: '2027-04-12' }));
  const ownerPassport = await savePassport(t, owner.token, passportBody({ expirationDate: '2027-04-10' }));
  return { owner, tour, crew, mate, during, before, onLastDay, ownerPassport };
}

describe('GET /api/passport-expiration/{tourId}', () => {
  it('a manager sees those who share their details with the tour, and themselves', async () => {
    const { owner, tour, crew, mate, during, before, ownerPassport } = await tourWithPassports();
    expect(await warningsFor(owner, tour.id)).toEqual([
      {
        userId: owner.user.id,
        passportId: ownerPassport.id,
        expirationDate: '2027-04-10',
        expiredBeforeTour: false,
      },
    ]);
    await setConsent(t, tour.id, crew.user.id);
    expect(await warningsFor(owner, tour.id)).toEqual([
      { userId: crew.user.id, passportId: before.id, expirationDate: '2027-04-09', expiredBeforeTour: true },
      {
        userId: owner.user.id,
        passportId: ownerPassport.id,
        expirationDate: '2027-04-10',
        expiredBeforeTour: false,
      },
      { userId: crew.user.id, passportId: during.id, expirationDate: '2027-04-11', expiredBeforeTour: false },
    ]);
    expect((await warningsFor(owner, tour.id)).map((w) => w.userId)).not.toContain(mate.user.id);
  });

  it('a member sees only their own, including one expiring on the last day', async () => {
    const { tour, crew, mate, onLastDay } = await tourWithPassports();
    await setConsent(t, tour.id, crew.user.id);
    expect(await warningsFor(mate, tour.id)).toEqual([
      {
        userId: mate.user.id,
        passportId: onLastDay.id,
        expirationDate: '2027-04-12',
        expiredBeforeTour: false,
      },
    ]);
    expect((await warningsFor(crew, tour.id)).map((w) => w.expirationDate)).toEqual([
      '2027-04-09',
      '2027-04-11',
    ]);
    expect(passportWarningText({ expirationDate: '2027-04-12', expiredBeforeTour: false })).toBe(
      'Passport expires 2027-04-12, within the tour dates',
    );
    // A passport that is already out before the first show is said so, not "within the tour dates".
    expect(passportWarningText({ expirationDate: '2027-03-30', expiredBeforeTour: true })).toBe(
      'Passport expires 2027-03-30, before the tour starts',
    );
  });

  it('consent on another tour does not count; someone removed from the tour is not listed', async () => {
    const { owner, tour, crew } = await tourWithPassports();
    const other = await ownerWithTour(t);
    await addPersonnel(t, other.owner.token, other.tour.id, crew.email);
    await setConsent(t, other.tour.id, crew.user.id);
    expect((await warningsFor(owner, tour.id)).map((w) => w.userId)).toEqual([owner.user.id]);
    await setConsent(t, tour.id, crew.user.id);
    expect((await warningsFor(owner, tour.id)).map((w) => w.userId)).toContain(crew.user.id);
    must(
      await t.del(`/api/tours/${tour.id}/personnel/${crew.personnel.id}`, undefined, { token: owner.token }),
    );
    expect((await warningsFor(owner, tour.id)).map((w) => w.userId)).toEqual([owner.user.id]);
  });

  it('not on the tour (another tenant) → 404; a bad id → 400', async () => {
    const { tour } = await tourWithPassports();
    const stranger = await signedInUser(t);
    expect((await t.get(`/api/passport-expiration/${tour.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.get('/api/passport-expiration/nope', { token: stranger.token })).status).toBe(400);
  });
});
