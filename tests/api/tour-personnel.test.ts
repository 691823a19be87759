import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import type { AddTourPersonnelResult, TourPersonnel } from '#contract/tour-personnel';
import { PASSWORD, registerConfirmed, signedInUser, signIn, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  acceptInvitation,
  addPersonnel,
  type Data,
  type ErrorBody,
  joinTour,
  must,
  ownerWithTour,
  personnelOf,
  pull,
} from '../support/tour-factories';

const t = await setupTestApp();

type Added = Data<AddTourPersonnelResult>;
const add = (token: string, tourId: string, body: Record<string, unknown>) =>
  t.post<Added & ErrorBody>(`/api/tours/${tourId}/personnel`, body, { token });
const patchPerson = (token: string, tourId: string, id: string, body: Record<string, unknown>) =>
  t.patch<Data<TourPersonnel> & ErrorBody>(`/api/tours/${tourId}/personnel/${id}`, body, { token });
const byEmail = async (token: string, tourId: string, email: string) =>
  (await personnelOf(t, token, tourId)).find((p) => p.email === email);

describe('POST /api/tours/{id}/personnel', () => {
  it('invites everyone: users with an account are linked and told to open the app, others to sign up', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const known = await registerConfirmed(t, { firstName: 'Kim' });
    const unknown = uniqueEmail('invitee');
    // Mails are read newest first: the invitation must come after Kim's confirmation mail.
    t.clock.advance(1);
    const response = await add(owner.token, tour.id, {
      emails: ` ${known.email.toUpperCase()},  ${unknown} `,
      role: 'TOUR_MEMBER',
      roleTitle: 'FOH',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ invited: [known.email, unknown], skipped: [] });
    expect(await byEmail(owner.token, tour.id, known.email)).toMatchObject({
      userId: expect.any(String),
      firstName: 'Kim',
      role: 'TOUR_MEMBER',
      roleTitle: 'FOH',
      status: 'INVITED',
      shareInformation: false,
    });
    expect(await byEmail(owner.token, tour.id, unknown)).toMatchObject({ userId: null, status: 'INVITED' });
    const toUnknown = await t.lastMailTo(unknown);
    expect(toUnknown?.subject).toContain(tour.name);
    expect(toUnknown?.text).toContain(`http://roadie.test/register?email=${encodeURIComponent(unknown)}`);
    const toKnown = await t.lastMailTo(known.email);
    expect(toKnown?.subject).toContain(tour.name);
    expect(toKnown?.text).toContain('http://roadie.test/dashboard');
    expect(toKnown?.text).not.toContain('/register');

    // Until they accept, the tour stays hidden from the invitee.
    const kim = await signIn(t, known.email);
    expect((await t.get(`/api/tours/${tour.id}`, { token: kim.authToken })).status).toBe(404);
  });

  it('an invited e-mail is linked on confirming the account and still has to accept', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const email = uniqueEmail('later');
    await addPersonnel(t, owner.token, tour.id, email);
    must(
      await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'L', lastName: 'R' }),
      201,
    );
    expect(await byEmail(owner.token, tour.id, email)).toMatchObject({ status: 'INVITED', userId: null });
    must(await t.post('/api/users', { token: await t.lastLinkTokenFor(email) }), 201);
    const invitee = await signIn(t, email);
    expect(await byEmail(owner.token, tour.id, email)).toMatchObject({
      status: 'INVITED',
      userId: invitee.user.id,
      firstName: 'L',
    });
    expect((await t.get(`/api/tours/${tour.id}`, { token: invitee.authToken })).status).toBe(404);
    await acceptInvitation(t, invitee.authToken, tour.id);
    const seen = await t.call('GET /tours/{id}', { params: { id: tour.id }, token: invitee.authToken });
    expect(seen.body.data).toMatchObject({ id: tour.id, role: 'TOUR_MEMBER' });
  });

  it('does not add the same person twice', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const again = await add(owner.token, tour.id, { emails: member.email, role: 'TOUR_MANAGER' });
    expect(again.body.data).toEqual({ invited: [], skipped: [member.email] });
    expect((await personnelOf(t, owner.token, tour.id)).filter((p) => p.email === member.email)).toEqual([
      member.personnel,
    ]);
  });

  it.each([
    [
      'a list with a bad e-mail',
      { emails: 'a@x.com, not-an-email' },
      { emails: 'Separate valid e-mails with commas' },
    ],
    ['an empty list', { emails: ' , ' }, { emails: MESSAGES.required }],
    ['no e-mails', {}, { emails: MESSAGES.required }],
    ['an unknown role', { emails: 'a@x.com', role: 'ROADIE' }, { role: 'Choose a project role' }],
    [
      'a role title not in the list',
      { emails: 'a@x.com', roleTitle: 'Drummer' },
      {
        roleTitle: 'Choose a role title from the list',
      },
    ],
  ])('answers 400 for %s and adds no one', async (_label, body, fields) => {
    const { owner, tour } = await ownerWithTour(t);
    const response = await add(owner.token, tour.id, { role: 'TOUR_MEMBER', ...body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect(await personnelOf(t, owner.token, tour.id)).toHaveLength(1);
  });

  it('a manager cannot grant TOUR_OWNER (403) and a member cannot add anyone (403)', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const member = await joinTour(t, owner.token, tour.id);
    const grant = await add(manager.token, tour.id, { emails: uniqueEmail(), role: 'TOUR_OWNER' });
    expect(grant.status).toBe(403);
    const byMember = await add(member.token, tour.id, { emails: uniqueEmail(), role: 'TOUR_MEMBER' });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe('forbidden');
    expect(await personnelOf(t, owner.token, tour.id)).toHaveLength(3);
    expect((await add(manager.token, tour.id, { emails: uniqueEmail(), role: 'VENDOR' })).status).toBe(201);
  });

  it('replays an Idempotency-Key with the first answer and adds once', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const body = { emails: uniqueEmail(), role: 'TOUR_MEMBER' as const };
    const opts = { token: owner.token, headers: { 'idempotency-key': crypto.randomUUID() } };
    const first = await t.call('POST /tours/{id}/personnel', { params: { id: tour.id }, body, ...opts });
    const again = await t.call('POST /tours/{id}/personnel', { params: { id: tour.id }, body, ...opts });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body.data.invited).toEqual([body.emails]);
    expect(await personnelOf(t, owner.token, tour.id)).toHaveLength(2);
  });
});

describe('PATCH and DELETE /api/tours/{id}/personnel/{personnelId}', () => {
  it('changes the role and title; GET answers them', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const response = await patchPerson(owner.token, tour.id, member.personnel.id, {
      role: 'TOUR_MANAGER',
      roleTitle: 'Stage Manager',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...member.personnel,
      role: 'TOUR_MANAGER',
      roleTitle: 'Stage Manager',
    });
    const one = await t.call('GET /tours/{id}/personnel/{personnelId}', {
      params: { id: tour.id, personnelId: member.personnel.id },
      token: member.token,
    });
    expect(one.body.data).toEqual(response.body.data);
    const seen = await t.call('GET /tours/{id}', { params: { id: tour.id }, token: member.token });
    expect(seen.body.data.role).toBe('TOUR_MANAGER');
  });

  it('answers 400 for a title outside the list and keeps the old one', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const response = await patchPerson(owner.token, tour.id, member.personnel.id, { roleTitle: 'Chef' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ roleTitle: 'Choose a role title from the list' });
    expect(await byEmail(owner.token, tour.id, member.email)).toEqual(member.personnel);
  });

  it('a manager cannot make anyone owner or touch the owner; a member cannot change roles', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const member = await joinTour(t, owner.token, tour.id);
    const ownerRow = await byEmail(owner.token, tour.id, owner.email);
    const attempts = [
      await patchPerson(manager.token, tour.id, member.personnel.id, { role: 'TOUR_OWNER' }),
      await patchPerson(manager.token, tour.id, ownerRow?.id ?? '', { role: 'TOUR_MEMBER' }),
      await t.del<ErrorBody>(`/api/tours/${tour.id}/personnel/${ownerRow?.id}`, undefined, {
        token: manager.token,
      }),
      await patchPerson(member.token, tour.id, member.personnel.id, { role: 'TOUR_MANAGER' }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    expect((await byEmail(owner.token, tour.id, member.email))?.role).toBe('TOUR_MEMBER');
    expect((await byEmail(owner.token, tour.id, owner.email))?.role).toBe('TOUR_OWNER');
    const promoted = await patchPerson(owner.token, tour.id, manager.personnel.id, { role: 'TOUR_OWNER' });
    expect(promoted.body.data.role).toBe('TOUR_OWNER');
  });

  it('takes a person off the tour: they no longer see it (404)', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    expect((await t.get(`/api/tours/${tour.id}`, { token: member.token })).status).toBe(200);
    const removed = await t.del(`/api/tours/${tour.id}/personnel/${member.personnel.id}`, undefined, {
      token: owner.token,
    });
    expect(removed.body).toEqual({ data: { ok: true } });
    expect((await t.get(`/api/tours/${tour.id}`, { token: member.token })).status).toBe(404);
    expect((await t.get(`/api/tour-days/${tour.id}`, { token: member.token })).status).toBe(404);
    expect((await pull(t, member.token, tour.id)).status).toBe(404);
    expect(await byEmail(owner.token, tour.id, member.email)).toBeUndefined();
  });

  it('a person of another tour is not found through this tour', async () => {
    const first = await ownerWithTour(t);
    const second = await ownerWithTour(t);
    const member = await joinTour(t, second.owner.token, second.tour.id);
    const path = `/api/tours/${first.tour.id}/personnel/${member.personnel.id}`;
    expect((await t.get(path, { token: first.owner.token })).status).toBe(404);
    expect(
      (await patchPerson(first.owner.token, first.tour.id, member.personnel.id, { roleTitle: 'MON' })).status,
    ).toBe(404);
    expect(await byEmail(second.owner.token, second.tour.id, member.email)).toEqual(member.personnel);
    const stranger = await signedInUser(t);
    expect((await t.get(`/api/tours/${first.tour.id}/personnel`, { token: stranger.token })).status).toBe(
      404,
    );
  });
});
