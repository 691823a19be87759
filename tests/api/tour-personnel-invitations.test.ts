import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  addPersonnel,
  type ErrorBody,
  must,
  ownerWithTour,
  personnelOf,
  pull,
  pullAll,
} from '../support/tour-factories';

const t = await setupTestApp();

const invitationsOf = async (token: string) => must(await t.call('GET /invitations', { token })).data;
const syncTours = async (token: string) =>
  must(await t.call('GET /sync/tours', { token })).data.map((x) => x.tourId);
const accept = (token: string, id: string) =>
  t.call('POST /invitations/tour/{id}/accept', { params: { id }, token });
const decline = (token: string, id: string) =>
  t.del<ErrorBody>(`/api/invitations/tour/${id}/decline`, undefined, { token });

/** An owner's tour that has invited a new user as a VENDOR with a title. */
async function invited() {
  const made = await ownerWithTour(t, { name: 'Autumn Run' });
  const guest = await signedInUser(t, { firstName: 'Gale' });
  must(
    await t.post(
      `/api/tours/${made.tour.id}/personnel`,
      { emails: guest.email, role: 'VENDOR', roleTitle: 'Backline Tech' },
      { token: made.owner.token },
    ),
    201,
  );
  const [invitation] = await invitationsOf(guest.token);
  if (!invitation) throw new Error('no invitation listed');
  return { ...made, guest, invitation };
}

describe('GET /api/invitations', () => {
  it('lists the caller’s pending tour invitations with the tour, artist, role and who invited', async () => {
    const { owner, tour, guest, invitation } = await invited();
    expect(invitation).toEqual({
      kind: 'TOUR',
      id: expect.any(String),
      tourId: tour.id,
      tourName: 'Autumn Run',
      artistName: 'The Night Drives',
      startDate: '2027-04-10',
      endDate: '2027-04-12',
      role: 'VENDOR',
      roleTitle: 'Backline Tech',
      invitedBy: { firstName: 'Olive', lastName: 'Road', email: owner.email },
      invitedAt: expect.any(String),
    });
    // Nobody else sees it, not even the inviting owner.
    expect(await invitationsOf(owner.token)).toEqual([]);
    expect(await invitationsOf((await signedInUser(t)).token)).toEqual([]);
    expect(await syncTours(guest.token)).not.toContain(tour.id);
  });
});

describe('accepting and declining', () => {
  it('accepting joins the tour: it is listed for sync and a pull from 0 brings it', async () => {
    const { owner, tour, guest, invitation } = await invited();
    expect((await pull(t, guest.token, tour.id)).status).toBe(404);
    const accepted = await accept(guest.token, invitation.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ kind: 'TOUR', tourId: tour.id });
    expect(await invitationsOf(guest.token)).toEqual([]);
    expect(await syncTours(guest.token)).toContain(tour.id);
    const changes = (await pullAll(t, guest.token, tour.id)).flatMap((page) => page.changes);
    expect(changes.find((c) => c.entity === 'tour')?.data).toMatchObject({ id: tour.id, role: 'VENDOR' });
    expect(changes.filter((c) => c.entity === 'tourDay')).toHaveLength(3);
    expect((await personnelOf(t, owner.token, tour.id)).find((p) => p.email === guest.email)).toMatchObject({
      status: 'ACTIVE',
      userId: guest.user.id,
      role: 'VENDOR',
    });
    // Answered: a second accept finds no pending invitation.
    expect((await accept(guest.token, invitation.id)).status).toBe(404);
  });

  it('declining keeps the tour hidden, shows managers DECLINED, and adding again re-invites', async () => {
    const { owner, tour, guest, invitation } = await invited();
    const managerSince = must(await pull(t, owner.token, tour.id)).data.version;
    expect((await decline(guest.token, invitation.id)).body).toEqual({ data: { ok: true } });
    expect(await invitationsOf(guest.token)).toEqual([]);
    expect(await syncTours(guest.token)).not.toContain(tour.id);
    expect((await t.call('GET /tours/{id}', { params: { id: tour.id }, token: guest.token })).status).toBe(
      404,
    );
    const seenByManager = must(await pull(t, owner.token, tour.id, `since=${managerSince}`)).data.changes;
    expect(seenByManager.find((c) => c.entity === 'tourPersonnel')?.data).toMatchObject({
      email: guest.email,
      status: 'DECLINED',
    });

    const again = await addPersonnel(t, owner.token, tour.id, guest.email, 'TOUR_MEMBER');
    expect(again).toEqual({ invited: [guest.email], skipped: [] });
    const [renewed] = await invitationsOf(guest.token);
    expect(renewed).toMatchObject({ id: invitation.id, role: 'TOUR_MEMBER', roleTitle: null });
    expect((await accept(guest.token, invitation.id)).status).toBe(200);
  });

  it('someone else’s invitation is not found (404) and stays pending', async () => {
    const { tour, guest, invitation } = await invited();
    const other = await signedInUser(t);
    expect((await accept(other.token, invitation.id)).status).toBe(404);
    expect((await decline(other.token, invitation.id)).body.error.code).toBe('not_found');
    expect((await pull(t, other.token, tour.id)).status).toBe(404);
    expect(await invitationsOf(guest.token)).toEqual([invitation]);
    expect((await accept(guest.token, 'not-a-uuid')).status).toBe(400);
  });

  it('a removed invitation can no longer be accepted', async () => {
    const { owner, tour, guest, invitation } = await invited();
    must(await t.del(`/api/tours/${tour.id}/personnel/${invitation.id}`, undefined, { token: owner.token }));
    expect(await invitationsOf(guest.token)).toEqual([]);
    expect((await accept(guest.token, invitation.id)).status).toBe(404);
    expect(await syncTours(guest.token)).not.toContain(tour.id);
  });
});
