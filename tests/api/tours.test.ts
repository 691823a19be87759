import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import type { Tour } from '#contract/tours';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  createArtist,
  createEvent,
  createNote,
  createTour,
  type Data,
  daysOf,
  type ErrorBody,
  getTour,
  joinTour,
  must,
  ownerWithTour,
  personnelOf,
  tagDay,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const listTours = async (token: string, query: { artistId?: string; archived?: 'true' | 'false' } = {}) =>
  must(await t.call('GET /tours', { query, token })).data.tours;
const patchTour = (token: string, id: string, body: Record<string, unknown>) =>
  t.patch<Data<Tour> & ErrorBody>(`/api/tours/${id}`, body, { token });
const END_FIRST = 'The end date must be on or after the start date';
const TOO_LONG = 'A tour can span at most 400 days';
const datesOf = async (token: string, tourId: string) => (await daysOf(t, token, tourId)).map((d) => d.date);

describe('POST /api/tours', () => {
  it('creates the tour with one UTC day per date, and the creator as TOUR_OWNER', async () => {
    const owner = await signedInUser(t, { firstName: 'Olive' });
    const artist = await createArtist(t, owner.token);
    const response = await t.call('POST /tours', {
      body: { artistId: artist.id, name: 'Summer', startDate: '2027-06-29', endDate: '2027-07-02' },
      token: owner.token,
    });
    expect(response.status).toBe(201);
    const tour = response.body.data;
    expect(tour).toEqual({
      id: expect.any(String),
      artistId: artist.id,
      workspaceId: artist.workspaceId,
      name: 'Summer',
      startDate: '2027-06-29',
      endDate: '2027-07-02',
      logoUrl: null,
      archived: false,
      version: 1,
      role: 'TOUR_OWNER',
    });
    const days = await daysOf(t, owner.token, tour.id);
    expect(days.map((d) => [d.date, d.timeZone, d.tag])).toEqual([
      ['2027-06-29', 'UTC', null],
      ['2027-06-30', 'UTC', null],
      ['2027-07-01', 'UTC', null],
      ['2027-07-02', 'UTC', null],
    ]);
    expect(await personnelOf(t, owner.token, tour.id)).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        firstName: 'Olive',
        role: 'TOUR_OWNER',
        status: 'ACTIVE',
      }),
    ]);
    expect(await listTours(owner.token)).toEqual([tour]);
  });

  it.each([
    ['the end before the start', { startDate: '2027-04-10', endDate: '2027-04-09' }, { endDate: END_FIRST }],
    ['a date that does not exist', { startDate: '2027-02-30' }, { startDate: 'Not a real date' }],
    ['a date in another format', { startDate: '10.04.2027' }, { startDate: 'Use a date like 2027-04-12' }],
    ['more than 400 days', { startDate: '2027-01-01', endDate: '2028-02-05' }, { endDate: TOO_LONG }],
    ['no name', { name: undefined }, { name: MESSAGES.required }],
  ])('answers 400 for %s and creates nothing', async (_label, dates, fields) => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const body = {
      artistId: artist.id,
      name: 'Bad',
      startDate: '2027-04-10',
      endDate: '2027-04-12',
      ...dates,
    };
    const response = await t.post<ErrorBody>('/api/tours', body, { token: owner.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
    expect(await listTours(owner.token)).toEqual([]);
  });

  it('accepts exactly 400 days', async () => {
    const owner = await signedInUser(t);
    const tour = await createTour(t, owner.token, { startDate: '2027-01-01', endDate: '2028-02-04' });
    expect(await daysOf(t, owner.token, tour.id)).toHaveLength(400);
  });

  it('answers 404 for another workspace’s artist and 403 for crew of the artist', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const stranger = await signedInUser(t);
    const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const body = { artistId: tour.artistId, name: 'Side', startDate: '2027-05-01', endDate: '2027-05-02' };
    expect((await t.post('/api/tours', body, { token: stranger.token })).status).toBe(404);
    expect((await t.post('/api/tours', body, { token: crew.token })).status).toBe(403);
    expect((await listTours(owner.token)).map((x) => x.id)).toEqual([tour.id]);
  });

  it('replays an Idempotency-Key: the same tour once', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const body = { artistId: artist.id, name: 'Once', startDate: '2027-04-10', endDate: '2027-04-11' };
    const opts = { token: owner.token, headers: { 'idempotency-key': crypto.randomUUID() } };
    const first = await t.call('POST /tours', { body, ...opts });
    const again = await t.call('POST /tours', { body, ...opts });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await listTours(owner.token)).toHaveLength(1);
    expect(await daysOf(t, owner.token, first.body.data.id)).toHaveLength(2);
  });
});

describe('GET /api/tours', () => {
  it('lists tours with the caller’s role, filtered by artist and archived state', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const other = await createTour(t, owner.token, { name: 'Other' });
    must(await t.patch(`/api/tours/${other.id}/archive`, {}, { token: owner.token }));
    const member = await joinTour(t, owner.token, tour.id);
    const ids = (tours: Tour[]) => tours.map((x) => x.id).sort();

    expect(ids(await listTours(owner.token))).toEqual([tour.id, other.id].sort());
    expect(ids(await listTours(owner.token, { artistId: tour.artistId }))).toEqual([tour.id]);
    expect(ids(await listTours(owner.token, { archived: 'true' }))).toEqual([other.id]);
    expect(ids(await listTours(owner.token, { archived: 'false' }))).toEqual([tour.id]);
    expect((await listTours(member.token)).map((x) => [x.id, x.role])).toEqual([[tour.id, 'TOUR_MEMBER']]);
    expect((await t.get(`/api/tours/${tour.id}`, { token: (await signedInUser(t)).token })).status).toBe(404);
  });
});

describe('PATCH /api/tours/{id}', () => {
  it('extends the dates with new UTC days and removes empty days when shrinking', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const longer = await patchTour(owner.token, tour.id, { endDate: '2027-04-14', name: 'Longer' });
    expect(longer.status).toBe(200);
    expect(longer.body.data).toMatchObject({
      name: 'Longer',
      endDate: '2027-04-14',
      version: tour.version + 1,
    });
    expect(await datesOf(owner.token, tour.id)).toEqual([
      '2027-04-10',
      '2027-04-11',
      '2027-04-12',
      '2027-04-13',
      '2027-04-14',
    ]);
    must(await patchTour(owner.token, tour.id, { startDate: '2027-04-12', endDate: '2027-04-13' }));
    expect(await datesOf(owner.token, tour.id)).toEqual(['2027-04-12', '2027-04-13']);
    expect(await getTour(t, owner.token, tour.id)).toMatchObject({
      startDate: '2027-04-12',
      endDate: '2027-04-13',
    });
  });

  it.each(['an event', 'a note'])(
    'refuses (409) to drop a day that has %s, and changes nothing',
    async (kind) => {
      const { owner, tour, day } = await tourWithShowDay(t);
      if (kind === 'an event') await createEvent(t, owner.token, day.id);
      else await createNote(t, owner.token, day.id);
      const before = await getTour(t, owner.token, tour.id);
      const response = await patchTour(owner.token, tour.id, { startDate: '2027-04-11' });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('conflict');
      expect(await getTour(t, owner.token, tour.id)).toEqual(before);
      expect(await datesOf(owner.token, tour.id)).toEqual(['2027-04-10', '2027-04-11', '2027-04-12']);
    },
  );

  it('drops a day that only has a tag', async () => {
    const { owner, tour, days } = await ownerWithTour(t);
    await tagDay(t, owner.token, days[2]?.id ?? '');
    must(await patchTour(owner.token, tour.id, { endDate: '2027-04-11' }));
    expect(await datesOf(owner.token, tour.id)).toEqual(['2027-04-10', '2027-04-11']);
  });

  it('answers 400 for an end before the current start, and changes nothing', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const response = await patchTour(owner.token, tour.id, { endDate: '2027-04-01' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ endDate: END_FIRST });
    expect(await getTour(t, owner.token, tour.id)).toEqual(tour);
    expect(await datesOf(owner.token, tour.id)).toHaveLength(3);
  });

  it('answers 400 for a new end more than 400 days after the current start, and adds no days', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const response = await patchTour(owner.token, tour.id, { endDate: '2029-01-01' });
    expect({ status: response.status, fields: response.body.error?.fields }).toEqual({
      status: 400,
      fields: { endDate: TOO_LONG },
    });
    expect(await getTour(t, owner.token, tour.id)).toEqual(tour);
    expect(await datesOf(owner.token, tour.id)).toHaveLength(3);
  });

  it('answers 403 to a member and 400 for a blank name', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const before = await getTour(t, owner.token, tour.id);
    expect((await patchTour(member.token, tour.id, { name: 'Mine' })).status).toBe(403);
    const blank = await patchTour(owner.token, tour.id, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: MESSAGES.cannotBeEmpty });
    expect(await getTour(t, owner.token, tour.id)).toEqual(before);
  });
});

describe('archive and delete', () => {
  it('archives (manager) and restores; a member gets 403', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const member = await joinTour(t, owner.token, tour.id);
    expect((await t.patch(`/api/tours/${tour.id}/archive`, {}, { token: member.token })).status).toBe(403);
    expect((await getTour(t, owner.token, tour.id)).archived).toBe(false);
    const archived = await t.call('PATCH /tours/{id}/archive', {
      params: { id: tour.id },
      body: {},
      token: manager.token,
    });
    expect(archived.body.data).toMatchObject({ archived: true, role: 'TOUR_MANAGER' });
    expect((await listTours(owner.token, { archived: 'true' })).map((x) => x.id)).toEqual([tour.id]);
    must(await t.patch(`/api/tours/${tour.id}/archive`, { archived: false }, { token: owner.token }));
    expect((await getTour(t, owner.token, tour.id)).archived).toBe(false);
  });

  it('only the owner deletes: manager and member get 403, then the owner’s delete removes it all', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const member = await joinTour(t, owner.token, tour.id);
    const before = await getTour(t, owner.token, tour.id);
    for (const person of [manager, member]) {
      const attempt = await t.del<ErrorBody>(`/api/tours/${tour.id}`, undefined, { token: person.token });
      expect(attempt.status).toBe(403);
    }
    expect(await getTour(t, owner.token, tour.id)).toEqual(before);
    must(await t.del(`/api/tours/${tour.id}`, undefined, { token: owner.token }));
    expect((await t.get(`/api/tours/${tour.id}`, { token: owner.token })).status).toBe(404);
    expect((await t.get(`/api/tour-days/${tour.id}`, { token: manager.token })).status).toBe(404);
    expect(await listTours(member.token)).toEqual([]);
  });
});
