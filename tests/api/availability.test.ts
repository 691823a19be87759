import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from '#contract/availability';
import { bookedTeam, gridOf, joinTeam, markDay, putOnTour } from '../support/availability-factories';
import { signedInUser } from '../support/factories';
import { createTeam, invite, refusal } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { createTour } from '../support/tour-factories';

const t = await setupTestApp();

type Grid = Awaited<ReturnType<typeof gridOf>>;
/** One member's day as `status: tour names`, to compare whole weeks at a glance. */
function row(grid: Grid, userId: string) {
  const member = grid.members.find((m) => m.userId === userId);
  if (!member) throw new Error(`${userId} is not in the grid`);
  return Object.fromEntries(
    member.days.map((day) => {
      const names = day.tours.map((tour) => tour.name);
      if (day.otherTours) names.push('another tour');
      return [
        day.date,
        `${day.status}${names.length ? `: ${names.join(', ')}` : ''}${day.marked ? ' (marked)' : ''}`,
      ];
    }),
  );
}

describe('team availability', () => {
  it('reads tour days on their own local dates, lists overlapping tours, and marked days', async () => {
    const { owner, robin, priya, team } = await bookedTeam(t);
    await markDay(t, robin.token, '2027-04-15');
    await markDay(t, robin.token, '2027-04-13');
    const grid = await gridOf(t, owner.token, team.id, '2027-04-09', '2027-04-16');
    expect(grid.dates).toHaveLength(8);
    // The owner first, then the members; invited people are not rows.
    expect(grid.members.map((m) => m.name)).toEqual(['Olive Road', 'Priya Road', 'Robin Road']);
    expect(row(grid, robin.user.id)).toEqual({
      '2027-04-09': 'free',
      '2027-04-10': 'booked: Spring Tour',
      '2027-04-11': 'booked: Spring Tour',
      // Auckland's 12 April is 11 April in UTC: still the 12th here, with Coast Run's first day.
      '2027-04-12': 'booked: Coast Run, Spring Tour',
      '2027-04-13': 'booked: Coast Run (marked)',
      // Los Angeles's 14 April runs into the 15th in UTC: the 15th stays only marked.
      '2027-04-14': 'booked: Coast Run',
      '2027-04-15': 'unavailable (marked)',
      '2027-04-16': 'free',
    });
    expect(Object.values(row(grid, priya.user.id))).toEqual(Array(8).fill('free'));
  });

  it('counts only ACTIVE tour people, not invited ones, and leaves invited team members out', async () => {
    const { owner, priya, team, spring } = await bookedTeam(t);
    await t.call('POST /tours/{id}/personnel', {
      params: { id: spring.id },
      body: { emails: priya.email, role: 'TOUR_MEMBER' },
      token: owner.token,
    });
    const pending = await signedInUser(t, { firstName: 'Pending' });
    await invite(t, owner.token, team.id, pending.email);
    const grid = await gridOf(t, owner.token, team.id, '2027-04-10', '2027-04-10');
    expect(row(grid, priya.user.id)).toEqual({ '2027-04-10': 'free' });
    expect(grid.members.some((m) => m.userId === pending.user.id)).toBe(false);
  });

  it('names only tours the caller may see; the rest are counted', async () => {
    const { owner, robin, priya, team } = await bookedTeam(t);
    const elsewhere = await signedInUser(t, { firstName: 'Else' });
    const secret = await createTour(t, elsewhere.token, {
      name: 'Secret Tour',
      startDate: '2027-04-20',
      endDate: '2027-04-20',
    });
    await putOnTour(t, elsewhere.token, secret.id, robin);
    const byOwner = await gridOf(t, owner.token, team.id, '2027-04-11', '2027-04-20');
    expect(row(byOwner, robin.user.id)['2027-04-20']).toBe('booked: another tour');
    expect(row(byOwner, robin.user.id)['2027-04-11']).toBe('booked: Spring Tour');
    // Robin sees his own tours by name; Priya, on none of them, sees that he is booked and no more.
    const byRobin = await gridOf(t, robin.token, team.id, '2027-04-20', '2027-04-20');
    expect(row(byRobin, robin.user.id)['2027-04-20']).toBe('booked: Secret Tour');
    expect(byRobin.members.find((m) => m.userId === robin.user.id)?.isMe).toBe(true);
    const byPriya = await gridOf(t, priya.token, team.id, '2027-04-11', '2027-04-20');
    expect(row(byPriya, robin.user.id)['2027-04-11']).toBe('booked: another tour');
    expect(row(byPriya, robin.user.id)['2027-04-20']).toBe('booked: another tour');
  });

  it('checks the range with clear messages', async () => {
    const { owner, team } = await bookedTeam(t);
    const ask = (query: { from: string; to: string }) =>
      t.call('GET /workspace-teams/{id}/availabilities', {
        params: { id: team.id },
        query,
        token: owner.token,
      });
    const backwards = await ask({ from: '2027-04-12', to: '2027-04-11' });
    expect(backwards.status).toBe(400);
    expect(refusal(backwards).fields).toEqual({ to: AVAILABILITY_MESSAGES.fromAfterTo });
    const tooLong = await ask({ from: '2027-01-01', to: '2028-01-02' });
    expect(refusal(tooLong).fields).toEqual({ to: AVAILABILITY_MESSAGES.tooLong });
    // 2028 is a leap year: 366 days is the most one request covers.
    expect((await gridOf(t, owner.token, team.id, '2028-01-01', '2028-12-31')).dates).toHaveLength(366);
    const unreal = await ask({ from: '2027-02-30', to: '2027-03-01' });
    expect(refusal(unreal).fields).toEqual({ from: 'Not a real date' });
    const missing = await t.get(`/api/workspace-teams/${team.id}/availabilities?from=2027-02-01`, {
      token: owner.token,
    });
    expect(refusal(missing).fields).toMatchObject({ to: expect.any(String) });
  });

  it('another workspace’s team, or an invitation not yet accepted, is not found', async () => {
    const { owner, team } = await bookedTeam(t);
    const stranger = await signedInUser(t);
    const ask = (token: string) =>
      t.call('GET /workspace-teams/{id}/availabilities', {
        params: { id: team.id },
        query: { from: '2027-04-10', to: '2027-04-12' },
        token,
      });
    expect((await ask(stranger.token)).status).toBe(404);
    const invited = await signedInUser(t);
    await invite(t, owner.token, team.id, invited.email);
    expect((await ask(invited.token)).status).toBe(404);
    // Active on another team of the same owner: still not this one.
    const otherTeam = await createTeam(t, owner.token, { name: 'Second Crew' });
    await joinTeam(t, owner.token, otherTeam.id, invited);
    expect((await ask(invited.token)).status).toBe(404);
  });
});

describe('unavailable dates', () => {
  it('a person marks and unmarks their own days; nobody else sees the list', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    expect(await markDay(t, me.token, '2027-05-01')).toEqual({ date: '2027-05-01' });
    await markDay(t, me.token, '2027-05-01');
    await markDay(t, me.token, '2027-05-03');
    const range = { from: '2027-05-01', to: '2027-05-31' };
    const mine = await t.call('GET /unavailable-dates', { query: range, token: me.token });
    expect(mine.body).toEqual({ data: [{ date: '2027-05-01' }, { date: '2027-05-03' }] });
    const theirs = await t.call('GET /unavailable-dates', { query: range, token: other.token });
    expect(theirs.body).toEqual({ data: [] });
    // Someone else's DELETE of the same date touches only their own (empty) list.
    await t.call('DELETE /unavailable-dates/{date}', { params: { date: '2027-05-01' }, token: other.token });
    await t.call('DELETE /unavailable-dates/{date}', { params: { date: '2027-05-03' }, token: me.token });
    const after = await t.call('GET /unavailable-dates', { query: range, token: me.token });
    expect(after.body).toEqual({ data: [{ date: '2027-05-01' }] });
    const bad = await t.call('PUT /unavailable-dates/{date}', {
      params: { date: '2027-13-01' },
      token: me.token,
    });
    expect(bad.status).toBe(400);
    expect(refusal(bad).fields).toEqual({ date: 'Not a real date' });
  });
});
