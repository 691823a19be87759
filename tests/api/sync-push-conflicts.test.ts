import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  createNote,
  device,
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

describe('conflicts', () => {
  it('note.update from a stale text: conflict, the server text stays, the user’s text becomes a copy', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const note = await createNote(t, owner.token, day.id, 'Bus at 9');
    must(
      await t.patch(
        `/api/tour-days/${day.id}/notes/${note.id}`,
        { text: 'Bus at 10' },
        { token: owner.token },
      ),
    );
    const phone = device(t, owner.token);
    const edit = phone.mutation('note.update', {
      id: note.id,
      changes: { text: 'Bus at 8', expectedText: 'Bus at 9' },
    });
    const result = firstOf(must(await phone.push([edit])).data.results);
    expect(result).toMatchObject({ status: 'conflict', serverValue: { id: note.id, text: 'Bus at 10' } });
    const notes = await notesOf(owner.token, tour.id);
    expect(notes.find((n) => n.id === note.id)?.text).toBe('Bus at 10');
    expect(notes.filter((n) => n.id !== note.id)).toEqual([
      expect.objectContaining({ text: 'Bus at 8', conflictOfId: note.id, tourDayId: day.id }),
    ]);
  });

  it('event.update from a stale start: conflict with the server value, nothing changes', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const event = await createEvent(t, owner.token, day.id);
    must(
      await t.patch(`/api/events/${event.id}`, { startAt: '2027-04-10T20:00:00Z' }, { token: owner.token }),
    );
    const before = (await getEvent(t, owner.token, event.id)).body.data;
    const phone = device(t, owner.token);
    const changes = { startAt: '2027-04-10T18:00:00Z', title: 'Early', expected: { startAt: event.startAt } };
    const result = firstOf(
      must(await phone.push([phone.mutation('event.update', { id: event.id, changes })])).data.results,
    );
    expect(result).toMatchObject({
      status: 'conflict',
      serverValue: { startAt: '2027-04-10T20:00:00.000Z', endAt: event.endAt, tourDayId: day.id },
    });
    expect((await getEvent(t, owner.token, event.id)).body.data).toEqual(before);
  });

  it('a stale note.update whose copy cannot be kept (the day lost its tag) still gets an answer', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const note = await createNote(t, owner.token, day.id, 'A');
    must(await t.patch(`/api/tour-days/${day.id}/notes/${note.id}`, { text: 'B' }, { token: owner.token }));
    must(await t.del(`/api/day-tags/${day.id}`, undefined, { token: owner.token }));
    const phone = device(t, owner.token);
    const batch = [
      phone.mutation('note.update', { id: note.id, changes: { text: 'C', expectedText: 'A' } }),
      phone.mutation('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' }),
    ];
    const response = await phone.push(batch);
    expect(response.status).toBe(200);
    expect(response.body.data.results[0]?.status).toMatch(/^(conflict|rejected)$/);
    expect(response.body.data).toMatchObject({ lastSeq: 2, results: [{}, { status: 'applied' }] });
    expect((await notesOf(owner.token, tour.id)).find((n) => n.id === note.id)?.text).toBe('B');
  });

  it('delete beats update: an update after the delete is a conflict and the event stays deleted', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const event = await createEvent(t, owner.token, day.id);
    const phone = device(t, owner.token);
    const laptop = device(t, owner.token);
    must(await phone.push([phone.mutation('event.delete', { id: event.id })]));
    const late = must(
      await laptop.push([laptop.mutation('event.update', { id: event.id, changes: { title: 'Saved?' } })]),
    );
    expect(late.data.results[0]).toMatchObject({ status: 'conflict', serverValue: null });
    expect((await getEvent(t, owner.token, event.id)).status).toBe(404);
  });

  it('two devices editing different fields of one event both survive', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const event = await createEvent(t, owner.token, day.id);
    const phone = device(t, owner.token);
    const laptop = device(t, manager.token);
    const moved = {
      startAt: '2027-04-10T19:30:00Z',
      endAt: '2027-04-10T21:30:00Z',
      expected: { startAt: event.startAt },
    };
    must(await phone.push([phone.mutation('event.update', { id: event.id, changes: moved })]));
    must(
      await laptop.push([laptop.mutation('event.update', { id: event.id, changes: { location: 'Hall B' } })]),
    );
    expect((await getEvent(t, owner.token, event.id)).body.data).toMatchObject({
      startAt: '2027-04-10T19:30:00.000Z',
      endAt: '2027-04-10T21:30:00.000Z',
      location: 'Hall B',
      title: event.title,
    });
  });

  it('two devices pushing edits of different fields at the same moment both survive', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    for (let round = 0; round < 10; round += 1) {
      const event = await createEvent(t, owner.token, day.id);
      const phone = device(t, owner.token);
      const laptop = device(t, manager.token);
      const answers = await Promise.all([
        phone.push([
          phone.mutation('event.update', { id: event.id, changes: { startAt: '2027-04-10T19:30:00Z' } }),
        ]),
        laptop.push([
          laptop.mutation('event.update', { id: event.id, changes: { location: `Hall ${round}` } }),
        ]),
      ]);
      expect(answers.map((a) => a.body.data.results[0]?.status)).toEqual(['applied', 'applied']);
      expect((await getEvent(t, owner.token, event.id)).body.data, `round ${round}`).toMatchObject({
        startAt: '2027-04-10T19:30:00.000Z',
        location: `Hall ${round}`,
      });
    }
  });

  it('another workspace’s ids are rejected as not found and change nothing', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const event = await createEvent(t, owner.token, day.id);
    const stranger = await signedInUser(t);
    const phone = device(t, stranger.token);
    const batch = [
      phone.mutation('event.update', { id: event.id, changes: { title: 'Mine' } }),
      phone.mutation('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' }),
    ];
    const response = must(await phone.push(batch)).data;
    expect(response.results.map((r) => [r.status, r.code])).toEqual([
      ['rejected', 'not_found'],
      ['rejected', 'not_found'],
    ]);
    expect((await getEvent(t, owner.token, event.id)).body.data).toEqual(event);
    expect(await tagOf(owner.token, day.id)).toBe('SHOW_DAY');
  });
});
