import { describe, expect, it } from 'vitest';
import { tourPersonnel } from '../../server/db/schema/index';
import { bookedTeam, markDay, putOnTour } from '../support/availability-factories';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { addPersonnel, createTour, must } from '../support/tour-factories';

const t = await setupTestApp();

/** A third tour of the same owner, 2027-04-11..13: it overlaps both of Robin's tours. */
async function withThirdTour() {
  const booked = await bookedTeam(t);
  const festival = await createTour(t, booked.owner.token, {
    name: 'Summer Festival Run',
    startDate: '2027-04-11',
    endDate: '2027-04-13',
  });
  return { ...booked, festival };
}

describe('booking warnings', () => {
  it('inviting someone booked on the tour’s days warns, per tour, and still invites them', async () => {
    const { owner, robin, priya, festival } = await withThirdTour();
    await markDay(t, priya.token, '2027-04-13');
    const answer = await addPersonnel(t, owner.token, festival.id, `${robin.email}, ${priya.email}`);
    expect(answer.invited).toEqual([robin.email, priya.email]);
    expect(answer.warnings).toEqual([
      'Priya Road is unavailable on 2027-04-13',
      'Robin Road is booked on Spring Tour on 2027-04-11, 2027-04-12',
      'Robin Road is booked on Coast Run on 2027-04-12, 2027-04-13',
    ]);
    const rows = await t.db.select().from(tourPersonnel);
    expect(rows.filter((row) => row.tourId === festival.id).map((row) => row.email)).toEqual(
      expect.arrayContaining([robin.email, priya.email]),
    );
  });

  it('no warning key when nobody is booked; another owner’s tour is only "another tour"', async () => {
    const { owner, robin, festival } = await withThirdTour();
    const free = await signedInUser(t, { firstName: 'Free' });
    const quiet = await addPersonnel(t, owner.token, festival.id, free.email);
    expect(quiet).toEqual({ invited: [free.email], skipped: [] });
    const stranger = await signedInUser(t, { firstName: 'Sam' });
    const theirs = await createTour(t, stranger.token, {
      name: 'Their Run',
      startDate: '2027-04-12',
      endDate: '2027-04-12',
    });
    const answer = await addPersonnel(t, stranger.token, theirs.id, robin.email);
    expect(answer.warnings).toEqual(['Robin Road is booked on another tour on 2027-04-12']);
  });

  it('the event form asks about people on this tour for one date', async () => {
    const { owner, robin, priya, festival } = await withThirdTour();
    await putOnTour(t, owner.token, festival.id, robin);
    await markDay(t, robin.token, '2027-04-12');
    const ask = (date: string, userIds: string[], token = owner.token) =>
      t.call('GET /tours/{id}/booking-warnings', {
        params: { id: festival.id },
        query: { date, userIds: userIds.join(',') },
        token,
      });
    // Priya is not on this tour: she is left out rather than told about.
    const answer = must(await ask('2027-04-12', [robin.user.id, priya.user.id])).data;
    expect(answer.warnings).toEqual([
      'Robin Road is booked on Coast Run on 2027-04-12',
      'Robin Road is booked on Spring Tour on 2027-04-12',
      'Robin Road is unavailable on 2027-04-12',
    ]);
    // The festival's own days never count against it.
    expect(must(await ask('2027-04-10', [robin.user.id])).data.warnings).toEqual([
      'Robin Road is booked on Spring Tour on 2027-04-10',
    ]);
    expect(must(await ask('2027-04-20', [robin.user.id])).data.warnings).toEqual([]);
    expect(must(await ask('2027-04-20', [])).data.warnings).toEqual([]);
    const bad = await ask('2027-04-12', ['not-an-id']);
    expect(bad.status).toBe(400);
  });

  it('tour members are refused (403) and strangers are told the tour does not exist (404)', async () => {
    const { owner, robin, festival } = await withThirdTour();
    await putOnTour(t, owner.token, festival.id, robin);
    const stranger = await signedInUser(t);
    const ask = (token: string) =>
      t.call('GET /tours/{id}/booking-warnings', {
        params: { id: festival.id },
        query: { date: '2027-04-12', userIds: robin.user.id },
        token,
      });
    expect((await ask(robin.token)).status).toBe(403);
    expect((await ask(stranger.token)).status).toBe(404);
  });
});
