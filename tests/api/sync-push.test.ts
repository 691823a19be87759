import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES } from '#contract/sync-mutations';
import { setupTestApp } from '../support/test-app';
import {
  createNote,
  device,
  type ErrorBody,
  eventBody,
  firstOf,
  getEvent,
  joinTour,
  liveRows,
  must,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const notesOf = async (token: string, tourId: string) => [
  ...(await liveRows(t, token, tourId, 'note')).values(),
];
const tagOf = async (token: string, dayId: string) =>
  must(await t.call('GET /day-tags/{id}', { params: { id: dayId }, token })).data.tag;

describe('POST /api/sync/push: each mutation applies', () => {
  it('runs every mutation name through the same rules as REST', async () => {
    const { owner, tour, day, days } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const noteId = crypto.randomUUID();
    const eventId = crypto.randomUUID();
    const other = firstOf(days, 1);
    const batch = [
      phone.mutation('day.setTag', { tourDayId: other.id, tag: 'TRAVEL_DAY' }, tour.id),
      phone.mutation('note.create', { tourDayId: day.id, note: { id: noteId, text: 'Draft' } }, tour.id),
      phone.mutation(
        'note.update',
        { id: noteId, changes: { text: 'Final', expectedText: 'Draft' } },
        tour.id,
      ),
      phone.mutation('event.create', { tourDayId: day.id, event: eventBody({ id: eventId }) }, tour.id),
      phone.mutation('event.update', { id: eventId, changes: { title: 'Encore' } }, tour.id),
    ];
    const response = await phone.push(batch);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      results: batch.map((m) => ({ mutationId: m.mutationId, status: 'applied' })),
      lastSeq: 5,
    });
    expect(await tagOf(owner.token, other.id)).toBe('TRAVEL_DAY');
    expect(await notesOf(owner.token, tour.id)).toEqual([
      expect.objectContaining({ id: noteId, text: 'Final' }),
    ]);
    expect((await getEvent(t, owner.token, eventId)).body.data).toMatchObject({
      title: 'Encore',
      timeZone: 'Europe/Berlin',
    });

    // Guest lists on that show: the same service as their REST routes.
    const guestId = crypto.randomUUID();
    const guests = [
      phone.mutation(
        'guestList.submit',
        {
          eventId,
          submission: {
            id: guestId,
            firstName: 'Rosa',
            lastName: 'Parks',
            quantity: 2,
            deliveryMethod: 'WILL_CALL',
          },
        },
        tour.id,
      ),
      phone.mutation('guestList.update', { id: guestId, changes: { quantity: 3 } }, tour.id),
      phone.mutation('guestList.setStatus', { id: guestId, status: 'APPROVED' }, tour.id),
      phone.mutation('guestList.checkIn', { id: guestId, count: 2 }, tour.id),
    ];
    expect(must(await phone.push(guests)).data.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect((await liveRows(t, owner.token, tour.id, 'guestListSubmission')).get(guestId)).toMatchObject({
      quantity: 3,
      status: 'APPROVED',
      checkedIn: 2,
    });

    const removal = [
      phone.mutation('note.delete', { id: noteId }, tour.id),
      phone.mutation('event.delete', { id: eventId }, tour.id),
      phone.mutation('day.setTag', { tourDayId: other.id, tag: null }, tour.id),
    ];
    const second = must(await phone.push(removal)).data;
    expect(second.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(second.lastSeq).toBe(12);
    expect(await notesOf(owner.token, tour.id)).toEqual([]);
    expect((await getEvent(t, owner.token, eventId)).status).toBe(404);
    expect(await tagOf(owner.token, other.id)).toBeNull();

    // The user's own profile: no tour (the device sends `tourId: null`), the same services as REST.
    const passportId = crypto.randomUUID();
    const contactId = crypto.randomUUID();
    const profile = [
      phone.mutation('profile.updatePersonalDetails', { changes: { phoneNumber: '+49 30 1234567' } }),
      phone.mutation('profile.updateTravellingDetails', { changes: { homeAirport: 'BER' } }),
      phone.mutation('passport.save', {
        passport: { id: passportId, number: 'C01X00T47', expirationDate: '2031-05-01', issuingCountry: 'DE' },
      }),
      phone.mutation('emergencyContact.save', {
        contact: { id: contactId, name: 'Jo Example', phoneNumber: '+49 30 7654321' },
      }),
    ];
    const third = must(await phone.push(profile)).data;
    expect(third.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const personal = await t.call('GET /users/current-user/personal-details', { token: owner.token });
    expect(personal.body.data.phoneNumber).toBe('+49 30 1234567');
    const travel = await t.call('GET /users/current-user/travelling-details', { token: owner.token });
    expect(travel.body.data).toMatchObject({ homeAirport: 'BER', passports: [{ id: passportId }] });
    const removeProfile = [
      phone.mutation('passport.delete', { id: passportId }),
      phone.mutation('emergencyContact.delete', { id: contactId }),
    ];
    expect(must(await phone.push(removeProfile)).data.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
    ]);
    const contacts = await t.call('GET /users/current-user/emergency-contacts', { token: owner.token });
    expect(contacts.body.data).toEqual([]);
    expect(
      new Set([...batch, ...guests, ...removal, ...profile, ...removeProfile].map((m) => m.name)),
    ).toEqual(
      // Hotel-room, rider, chat and tracker writes have their own run-throughs (sync-rooms, sync-riders,
      // sync-chat, sync-production-trackers).
      new Set(
        MUTATION_NAMES.filter(
          (name) => !/^(room|rider|riderLaborType|chatMessage|chatRoom|productionTracker)\./.test(name),
        ),
      ),
    );
  });
});

describe('exactly once, and the queue never blocks', () => {
  it('the same mutationId again is a duplicate and applies once', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const create = phone.mutation('note.create', {
      tourDayId: day.id,
      note: { id: crypto.randomUUID(), text: 'Once' },
    });
    must(await phone.push([create]));
    const replay = must(await phone.push([{ ...create, seq: 2 }])).data;
    expect(replay).toEqual({ results: [{ mutationId: create.mutationId, status: 'duplicate' }], lastSeq: 1 });
    const again = must(await phone.push([create])).data;
    expect(again.results).toEqual([{ mutationId: create.mutationId, status: 'duplicate' }]);
    expect(await notesOf(owner.token, tour.id)).toHaveLength(1);
  });

  it('a seq at or below the device’s lastSeq is a duplicate and does not apply', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    must(await phone.push([phone.mutation('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' })]));
    const old = { ...phone.mutation('day.setTag', { tourDayId: day.id, tag: 'GLAM_DAY' }), seq: 1 };
    const response = must(await phone.push([old])).data;
    expect(response).toEqual({ results: [{ mutationId: old.mutationId, status: 'duplicate' }], lastSeq: 1 });
    expect(await tagOf(owner.token, day.id)).toBe('OFF_DAY');
    expect(await notesOf(owner.token, tour.id)).toEqual([]);
  });

  it('rejects unknown names, bad args and missing rights with a message; later items still apply', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const member = await joinTour(t, owner.token, tour.id);
    const phone = device(t, member.token);
    const batch = [
      phone.mutation('tour.explode', {}),
      phone.mutation('note.create', { tourDayId: day.id, note: { id: crypto.randomUUID(), text: '   ' } }),
      phone.mutation('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' }),
    ];
    const response = must(await phone.push(batch)).data;
    expect(response.results).toEqual([
      expect.objectContaining({ status: 'rejected', code: 'unknown_mutation', message: expect.any(String) }),
      expect.objectContaining({
        status: 'rejected',
        code: 'validation_failed',
        message: 'Notes are required',
      }),
      expect.objectContaining({ status: 'rejected', code: 'forbidden', message: expect.any(String) }),
    ]);
    expect(response.lastSeq).toBe(3);
    expect(await tagOf(owner.token, day.id)).toBe('SHOW_DAY');

    const laptop = device(t, owner.token);
    const mixed = [
      laptop.mutation('event.update', { id: crypto.randomUUID(), changes: { title: 'Ghost' } }),
      laptop.mutation('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' }),
    ];
    const after = must(await laptop.push(mixed)).data;
    expect(after.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(after.lastSeq).toBe(2);
    expect(await tagOf(owner.token, day.id)).toBe('OFF_DAY');
  });

  it('a create whose id already exists is rejected, not a failed push that blocks the queue', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const note = await createNote(t, owner.token, day.id, 'Original');
    const phone = device(t, owner.token);
    const batch = [
      phone.mutation('note.create', { tourDayId: day.id, note: { id: note.id, text: 'Same id' } }),
      phone.mutation('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' }),
    ];
    const response = await phone.push(batch);
    expect(response.status).toBe(200);
    expect(response.body.data.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(await notesOf(owner.token, tour.id)).toEqual([note]);
  });

  it('the same mutation pushed twice at once applies once (no 500)', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const create = phone.mutation('note.create', {
      tourDayId: day.id,
      note: { id: crypto.randomUUID(), text: 'Race' },
    });
    const answers = await Promise.all([phone.push([create]), phone.push([create]), phone.push([create])]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const statuses = answers.map((a) => a.body.data.results[0]?.status).sort();
    expect(statuses).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await notesOf(owner.token, tour.id)).toHaveLength(1);
  });

  it('answers 400 for more than 200 mutations and applies none', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const many = Array.from({ length: 201 }, (_, i) =>
      phone.mutation('note.create', { tourDayId: day.id, note: { id: crypto.randomUUID(), text: `n${i}` } }),
    );
    const response = await t.post<ErrorBody>(
      '/api/sync/push',
      { deviceId: phone.deviceId, mutations: many },
      {
        token: owner.token,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ mutations: 'At most 200 mutations per push' });
    expect(await notesOf(owner.token, tour.id)).toEqual([]);
  });
});
