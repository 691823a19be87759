import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { DAY_TAG_REQUIRED_MESSAGE, type TourDay } from '#contract/tour-days';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  BERLIN,
  createEvent,
  createNote,
  type Data,
  daysOf,
  type ErrorBody,
  getEvent,
  joinTour,
  liveRows,
  must,
  ownerWithTour,
  tagDay,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const NO_ZONE = 'Unknown time zone';
const saveDay = (token: string, tourId: string, body: Record<string, unknown>) =>
  t.post<Data<TourDay> & ErrorBody>(`/api/tour-days/${tourId}`, body, { token });
const notesOf = async (token: string, tourId: string) => [
  ...(await liveRows(t, token, tourId, 'note')).values(),
];
const noteText = async (token: string, tourId: string, id: string) =>
  (await liveRows(t, token, tourId, 'note')).get(id)?.text;

describe('POST /api/tour-days/{tourId}', () => {
  it('sets the place and time zone of the day on that date, and of its events', async () => {
    const { owner, tour, days } = await ownerWithTour(t);
    const day = await tagDay(t, owner.token, days[1]?.id ?? '');
    const event = await createEvent(t, owner.token, day.id);
    expect(event.timeZone).toBe('UTC');
    const response = await saveDay(owner.token, tour.id, { date: day.date, place: BERLIN });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      ...day,
      ...BERLIN,
      placeId: null,
      version: expect.any(Number),
    });
    expect((await daysOf(t, owner.token, tour.id)).map((d) => [d.date, d.timeZone, d.city])).toEqual([
      ['2027-04-10', 'UTC', null],
      ['2027-04-11', 'Europe/Berlin', 'Berlin'],
      ['2027-04-12', 'UTC', null],
    ]);
    expect((await getEvent(t, owner.token, event.id)).body.data.timeZone).toBe('Europe/Berlin');
  });

  it.each([
    [
      'a date outside the tour',
      { date: '2027-04-13', place: BERLIN },
      { date: 'The date is outside the tour' },
    ],
    [
      'an unknown time zone',
      { place: { ...BERLIN, timeZone: 'Mars/Olympus' } },
      { 'place.timeZone': NO_ZONE },
    ],
    ['a place without a city', { place: { timeZone: 'Europe/Berlin' } }, { 'place.city': MESSAGES.required }],
    ['a date that does not exist', { date: '2027-04-31' }, { date: 'Not a real date' }],
  ])('answers 400 for %s and changes no day', async (_label, body, fields) => {
    const { owner, tour, days } = await ownerWithTour(t);
    const response = await saveDay(owner.token, tour.id, { date: '2027-04-10', ...body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect(await daysOf(t, owner.token, tour.id)).toEqual(days);
  });

  it('answers 403 to a member and leaves the day as it was', async () => {
    const { owner, tour, days } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const response = await saveDay(member.token, tour.id, { date: '2027-04-10', place: BERLIN });
    expect(response.status).toBe(403);
    expect(await daysOf(t, member.token, tour.id)).toEqual(days);
  });
});

describe('day tags', () => {
  it('tags a day, answers the tag, and removes it', async () => {
    const { owner, day } = await ownerWithTour(t);
    const tagged = await t.call('POST /day-tags', {
      body: { tourDayId: day.id, tag: 'TRAVEL_DAY' },
      token: owner.token,
    });
    expect(tagged.status).toBe(200);
    expect(tagged.body.data).toEqual({ ...day, tag: 'TRAVEL_DAY', version: expect.any(Number) });
    const read = await t.get(`/api/day-tags/${day.id}`, { token: owner.token });
    expect(read.body).toEqual({ data: { tourDayId: day.id, tag: 'TRAVEL_DAY' } });
    await tagDay(t, owner.token, day.id, 'OFF_DAY');
    expect((await t.get(`/api/day-tags/${day.id}`, { token: owner.token })).body).toEqual({
      data: { tourDayId: day.id, tag: 'OFF_DAY' },
    });
    const removed = await t.call('DELETE /day-tags/{id}', { params: { id: day.id }, token: owner.token });
    expect(removed.body.data.tag).toBeNull();
    expect((await t.get(`/api/day-tags/${day.id}`, { token: owner.token })).body).toEqual({
      data: { tourDayId: day.id, tag: null },
    });
  });

  it('answers 400 for a tag not in the list', async () => {
    const { owner, day } = await ownerWithTour(t);
    const response = await t.post<ErrorBody>(
      '/api/day-tags',
      { tourDayId: day.id, tag: 'PARTY_DAY' },
      {
        token: owner.token,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ tag: 'Choose a day tag' });
    expect((await t.get(`/api/day-tags/${day.id}`, { token: owner.token })).body).toEqual({
      data: { tourDayId: day.id, tag: null },
    });
  });

  it('a member reads the tag but cannot set it (403); a stranger’s day id is 404', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const member = await joinTour(t, owner.token, tour.id);
    const stranger = await signedInUser(t);
    expect((await t.get(`/api/day-tags/${day.id}`, { token: member.token })).status).toBe(200);
    const body = { tourDayId: day.id, tag: 'OFF_DAY' };
    expect((await t.post('/api/day-tags', body, { token: member.token })).status).toBe(403);
    expect((await t.post('/api/day-tags', body, { token: stranger.token })).status).toBe(404);
    expect((await t.del(`/api/day-tags/${day.id}`, undefined, { token: member.token })).status).toBe(403);
    expect((await t.get(`/api/day-tags/${day.id}`, { token: owner.token })).body).toEqual({
      data: { tourDayId: day.id, tag: 'SHOW_DAY' },
    });
  });
});

describe('notes', () => {
  it('refuses notes on a day without a tag', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const response = await t.post<ErrorBody>(
      `/api/tour-days/${day.id}/notes`,
      { text: 'Hi' },
      {
        token: owner.token,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      message: DAY_TAG_REQUIRED_MESSAGE,
      fields: { tag: DAY_TAG_REQUIRED_MESSAGE },
    });
    expect(await notesOf(owner.token, tour.id)).toEqual([]);
  });

  it('creates, edits and deletes a note', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const response = await t.call('POST /tour-days/{id}/notes', {
      params: { id: day.id },
      body: { text: ' Doors 19:00 ' },
      token: owner.token,
    });
    expect(response.status).toBe(201);
    const note = response.body.data;
    expect(note).toEqual({
      id: expect.any(String),
      tourId: tour.id,
      tourDayId: day.id,
      text: 'Doors 19:00',
      authorId: owner.user.id,
      conflictOfId: null,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await notesOf(owner.token, tour.id)).toEqual([note]);

    const edited = await t.call('PATCH /tour-days/{id}/notes/{noteId}', {
      params: { id: day.id, noteId: note.id },
      body: { text: 'Doors 19:30', expectedText: 'Doors 19:00' },
      token: owner.token,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.text).toBe('Doors 19:30');
    expect(await noteText(owner.token, tour.id, note.id)).toBe('Doors 19:30');

    const gone = await t.del(`/api/tour-days/${day.id}/notes/${note.id}`, undefined, { token: owner.token });
    expect(gone.body).toEqual({ data: { ok: true } });
    expect(await notesOf(owner.token, tour.id)).toEqual([]);
  });

  it('answers 409 for an edit from a stale text and keeps the server’s text', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const note = await createNote(t, owner.token, day.id, 'Version A');
    must(
      await t.patch(
        `/api/tour-days/${day.id}/notes/${note.id}`,
        { text: 'Version B' },
        { token: owner.token },
      ),
    );
    const stale = await t.patch<ErrorBody>(
      `/api/tour-days/${day.id}/notes/${note.id}`,
      { text: 'Version C', expectedText: 'Version A' },
      { token: owner.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(await noteText(owner.token, tour.id, note.id)).toBe('Version B');
  });

  it.each([
    ['a blank text', { text: '   ' }, { text: 'Notes are required' }],
    ['no text', {}, { text: MESSAGES.required }],
  ])('answers 400 for %s', async (_label, body, fields) => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const note = await createNote(t, owner.token, day.id, 'Keep me');
    const created = await t.post<ErrorBody>(`/api/tour-days/${day.id}/notes`, body, { token: owner.token });
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual(fields);
    const edited = await t.patch<ErrorBody>(`/api/tour-days/${day.id}/notes/${note.id}`, body, {
      token: owner.token,
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.fields).toEqual(fields);
    expect(await notesOf(owner.token, tour.id)).toEqual([note]);
  });

  it('a member cannot write notes (403); a note is not found under another day', async () => {
    const { owner, tour, day, days } = await tourWithShowDay(t);
    const member = await joinTour(t, owner.token, tour.id);
    const note = await createNote(t, owner.token, day.id, 'Owner’s');
    const path = `/api/tour-days/${day.id}/notes/${note.id}`;
    expect(
      (await t.post(`/api/tour-days/${day.id}/notes`, { text: 'x' }, { token: member.token })).status,
    ).toBe(403);
    expect((await t.patch(path, { text: 'Mine' }, { token: member.token })).status).toBe(403);
    expect((await t.del(path, undefined, { token: member.token })).status).toBe(403);
    const otherDay = `/api/tour-days/${days[1]?.id}/notes/${note.id}`;
    expect((await t.patch(otherDay, { text: 'Moved?' }, { token: owner.token })).status).toBe(404);
    expect(await notesOf(owner.token, tour.id)).toEqual([note]);
  });

  it('replays an Idempotency-Key: one note, the same answer', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const opts = { token: owner.token, headers: { 'idempotency-key': crypto.randomUUID() } };
    const addNote = () =>
      t.call('POST /tour-days/{id}/notes', { params: { id: day.id }, body: { text: 'Once' }, ...opts });
    const first = await addNote();
    const again = await addNote();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await notesOf(owner.token, tour.id)).toEqual([first.body.data]);
  });
});
