import { describe, expect, it } from 'vitest';
import { GUEST_LIST_MESSAGES, type SubmitGuestListInput } from '#contract/guest-lists';
import { MESSAGES } from '#contract/messages';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  device,
  type ErrorBody,
  joinTour,
  liveRows,
  must,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

async function showWithCrew() {
  const made = await tourWithShowDay(t);
  const show = await createEvent(t, made.owner.token, made.day.id);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  return { ...made, show, ada, bo };
}

const guest = (overrides: Partial<SubmitGuestListInput> = {}): SubmitGuestListInput => ({
  firstName: 'Rosa',
  lastName: 'Parks',
  quantity: 2,
  phone: '+49 30 1234567',
  email: 'rosa@example.com',
  deliveryMethod: 'WILL_CALL',
  ...overrides,
});

const path = (eventId: string, id = '') =>
  `/api/events/${eventId}/guest-list-submissions${id ? `/${id}` : ''}`;

async function submit(token: string, eventId: string, body = guest()) {
  return must(await t.call(SUBMIT, { params: { id: eventId }, body, token }), 201).data;
}

const SUBMIT = 'POST /events/{id}/guest-list-submissions';
const list = (eventId: string, token: string) =>
  t.call('GET /events/{id}/guest-list-submissions', { params: { id: eventId }, token });
/** A PATCH by the typed client: details, a status or a check-in step. */
const change = (
  eventId: string,
  submissionId: string,
  body: { quantity?: number; status?: 'APPROVED' | 'DECLINED'; checkIn?: number },
  token: string,
) =>
  t.call('PATCH /events/{id}/guest-list-submissions/{submissionId}', {
    params: { id: eventId, submissionId },
    body,
    token,
  });

describe('guest list submissions', () => {
  it('crew ask, managers see all and decide, the door checks guests in; members see their own', async () => {
    const { owner, show, ada, bo } = await showWithCrew();
    const mine = await submit(ada.token, show.id);
    expect(mine).toMatchObject({
      status: 'PENDING',
      checkedIn: 0,
      quantity: 2,
      requesterUserId: ada.user.id,
    });
    await submit(bo.token, show.id, guest({ firstName: 'Zed', deliveryMethod: 'E_TICKET', phone: '' }));

    const all = must(await list(show.id, owner.token)).data;
    expect(all.map((s) => s.firstName).sort()).toEqual(['Rosa', 'Zed']);
    const own = must(await list(show.id, ada.token)).data;
    expect(own.map((s) => s.id)).toEqual([mine.id]);

    const edited = must(await change(show.id, mine.id, { quantity: 3 }, ada.token));
    expect(edited.data.quantity).toBe(3);
    const approved = must(await change(show.id, mine.id, { status: 'APPROVED' }, owner.token));
    expect(approved.data.status).toBe('APPROVED');
    const late = await t.patch<ErrorBody>(path(show.id, mine.id), { quantity: 5 }, { token: ada.token });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(GUEST_LIST_MESSAGES.notPending);

    must(await t.patch(path(show.id, mine.id), { checkIn: 1 }, { token: owner.token }));
    const door = must(await change(show.id, mine.id, { checkIn: 9 }, owner.token));
    expect(door.data.checkedIn).toBe(3);
    // Members pull only their own request; managers every one.
    expect([...(await liveRows(t, ada.token, show.tourId, 'guestListSubmission')).keys()]).toEqual([mine.id]);
    expect((await liveRows(t, owner.token, show.tourId, 'guestListSubmission')).size).toBe(2);
  });

  it("answers 'Show is required' for other events and 'Delivery is required' without a delivery", async () => {
    const { owner, day, show, ada } = await showWithCrew();
    const travel = await createEvent(t, owner.token, day.id, { type: 'TRAVEL', title: 'Bus' });
    const notShow = await t.post<ErrorBody>(path(travel.id), guest(), { token: ada.token });
    expect(notShow.status).toBe(400);
    expect(notShow.body.error.fields).toEqual({ eventId: 'Show is required' });
    const { deliveryMethod: _d, ...noDelivery } = guest();
    const missing = await t.post<ErrorBody>(path(show.id), noDelivery, { token: ada.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.deliveryMethod).toBe('Delivery is required');
    const bad = await t.post<ErrorBody>(
      path(show.id),
      guest({ phone: 'call me', quantity: 21, deliveryMethod: '' }),
      {
        token: ada.token,
      },
    );
    expect(bad.body.error.fields).toMatchObject({
      phone: MESSAGES.invalidPhone,
      quantity: GUEST_LIST_MESSAGES.quantity,
      deliveryMethod: 'Delivery is required',
    });
    expect(must(await list(show.id, owner.token)).data).toEqual([]);
  });

  it('members may not decide (403), nor see others’ requests (404); other tenants get 404', async () => {
    const { owner, show, ada, bo } = await showWithCrew();
    const mine = await submit(ada.token, show.id);
    const decide = await t.patch<ErrorBody>(
      path(show.id, mine.id),
      { status: 'APPROVED' },
      { token: ada.token },
    );
    expect(decide.status).toBe(403);
    const checkIn = await t.patch(path(show.id, mine.id), { checkIn: 1 }, { token: owner.token });
    expect(checkIn.status).toBe(409);
    expect((await t.patch(path(show.id, mine.id), { firstName: 'X' }, { token: owner.token })).status).toBe(
      403,
    );
    expect((await t.patch(path(show.id, mine.id), { firstName: 'X' }, { token: bo.token })).status).toBe(404);

    const stranger = await tourWithShowDay(t);
    expect((await t.get(path(show.id), { token: stranger.owner.token })).status).toBe(404);
    expect((await t.post(path(show.id), guest(), { token: stranger.owner.token })).status).toBe(404);
    expect(
      (await t.patch(path(show.id, mine.id), { status: 'APPROVED' }, { token: stranger.owner.token })).status,
    ).toBe(404);
    const rows = must(await list(show.id, owner.token)).data;
    expect(rows.map((r) => [r.status, r.firstName])).toEqual([['PENDING', 'Rosa']]);
  });

  it('replays an Idempotency-Key: one request, the same answer', async () => {
    const { owner, show, ada } = await showWithCrew();
    const opts = { token: ada.token, headers: { 'idempotency-key': crypto.randomUUID() } };
    const first = await t.call(SUBMIT, { params: { id: show.id }, body: guest(), ...opts });
    const again = await t.call(SUBMIT, { params: { id: show.id }, body: guest(), ...opts });
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(must(await list(show.id, owner.token)).data).toHaveLength(1);
  });

  it('sync mutations run the same rules: submitted, approved and checked in once', async () => {
    const { owner, show, ada } = await showWithCrew();
    const phone = device(t, ada.token);
    const id = crypto.randomUUID();
    const submitted = phone.mutation(
      'guestList.submit',
      { eventId: show.id, submission: { ...guest(), id } },
      show.tourId,
    );
    expect(must(await phone.push([submitted])).data.results[0]?.status).toBe('applied');
    expect(must(await phone.push([submitted])).data.results[0]?.status).toBe('duplicate');
    const denied = phone.mutation('guestList.setStatus', { id, status: 'APPROVED' }, show.tourId);
    expect(must(await phone.push([denied])).data.results[0]?.status).toBe('rejected');

    const door = device(t, owner.token);
    const approve = door.mutation('guestList.setStatus', { id, status: 'APPROVED' }, show.tourId);
    const checkIn = door.mutation('guestList.checkIn', { id, count: 1 }, show.tourId);
    expect(must(await door.push([approve, checkIn])).data.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
    ]);
    expect(must(await door.push([checkIn])).data.results[0]?.status).toBe('duplicate');
    const rows = await liveRows(t, owner.token, show.tourId, 'guestListSubmission');
    expect(rows.get(id)).toMatchObject({ status: 'APPROVED', checkedIn: 1 });
  });
});
