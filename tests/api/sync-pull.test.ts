import { describe, expect, it } from 'vitest';
import type { Change, PullResponse } from '#contract/sync';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  createNote,
  createTour,
  daysOf,
  device,
  type ErrorBody,
  firstOf,
  getTour,
  joinTour,
  must,
  ownerWithTour,
  personnelOf,
  pull,
  pullAll,
  tagDay,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const pulled = async (token: string, tourId: string, query = '') =>
  must(await pull(t, token, tourId, query)).data;
const keyOf = (c: Change) => `${c.entity}:${c.id}`;
const rowsOf = (page: PullResponse) => page.changes.filter((c) => c.entity !== 'tour');

describe('GET /api/sync/tours', () => {
  it('lists the tours the user can see with their versions', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const version = (await getTour(t, owner.token, tour.id)).version;
    const stranger = await signedInUser(t);
    for (const person of [owner, member]) {
      const response = await t.call('GET /sync/tours', { token: person.token });
      expect(response.body.data).toEqual([{ tourId: tour.id, version }]);
    }
    expect((await t.get('/api/sync/tours', { token: stranger.token })).body).toEqual({ data: [] });
  });
});

describe('GET /api/sync/tours/{id}/changes', () => {
  it('a new tour from 0: the tour, every day and the owner', async () => {
    const { owner, tour, days } = await ownerWithTour(t);
    const [ownerRow] = await personnelOf(t, owner.token, tour.id);
    // The synced tour carries the caller's own role, as GET /tours/{id} does.
    const tourData = tour;
    expect(await pulled(owner.token, tour.id, 'since=0')).toEqual({
      version: 1,
      hasMore: false,
      lastSeq: 0,
      changes: expect.arrayContaining([
        { entity: 'tour', id: tour.id, op: 'upsert', version: 1, data: tourData },
        ...days.map((day) => ({ entity: 'tourDay', id: day.id, op: 'upsert', version: 1, data: day })),
        { entity: 'tourPersonnel', id: ownerRow?.id, op: 'upsert', version: 1, data: ownerRow },
      ]),
    });
    expect((await pulled(owner.token, tour.id)).changes).toHaveLength(5);
  });

  it('pages end on whole versions: following `version` yields every row once', async () => {
    const { owner, tour, days } = await tourWithShowDay(t);
    for (const day of days.slice(1)) await tagDay(t, owner.token, day.id, 'OFF_DAY');
    await createNote(t, owner.token, firstOf(days).id, 'one');
    await createNote(t, owner.token, firstOf(days).id, 'two');
    await joinTour(t, owner.token, tour.id);
    const member2 = await joinTour(t, owner.token, tour.id);
    await createEvent(t, owner.token, firstOf(days).id, {
      personnelUserIds: [owner.user.id, member2.user.id],
    });

    const whole = await pullAll(t, owner.token, tour.id, 0, 2000);
    expect(whole).toHaveLength(1);
    const pages = await pullAll(t, owner.token, tour.id, 0, 2);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.slice(0, -1).every((p) => p.hasMore)).toBe(true);
    expect(pages.at(-1)).toMatchObject({ hasMore: false, version: whole[0]?.version });
    // Each page says where the next one ends while one more follows that: what a device asks ahead.
    expect(pages.map((page) => page.nextPageEnd)).toEqual([
      ...pages.slice(1, -1).map((page) => page.version),
      undefined,
      undefined,
    ]);
    expect(whole[0]?.nextPageEnd).toBeUndefined();
    let since = 0;
    for (const page of pages) {
      const versions = rowsOf(page).map((c) => c.version);
      expect(Math.min(...versions)).toBeGreaterThan(since);
      expect(Math.max(...versions)).toBeLessThanOrEqual(page.version);
      since = page.version;
    }
    const keys = pages.flatMap((p) => rowsOf(p).map(keyOf));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(rowsOf(firstOf(whole)).map(keyOf).sort());
  });

  it('one write bigger than the page comes whole in one page', async () => {
    const { owner, tour } = await ownerWithTour(t, { startDate: '2027-04-01', endDate: '2027-04-10' });
    const first = await pulled(owner.token, tour.id, 'since=0&limit=3');
    expect(first).toMatchObject({ version: 1, hasMore: false });
    expect(
      rowsOf(first)
        .map((c) => c.entity)
        .sort(),
    ).toEqual([...Array(10).fill('tourDay'), 'tourPersonnel']);

    const days = await daysOf(t, owner.token, tour.id);
    await tagDay(t, owner.token, firstOf(days, 9).id);
    const paged = await pulled(owner.token, tour.id, 'since=0&limit=3');
    expect(paged).toMatchObject({ version: 1, hasMore: true });
    expect(rowsOf(paged)).toHaveLength(10);
    const rest = await pulled(owner.token, tour.id, 'since=1&limit=3');
    expect(rest).toMatchObject({ version: 2, hasMore: false });
    expect(rowsOf(rest).map((c) => c.id)).toEqual([firstOf(days, 9).id]);
  });

  it('after a change only the changed rows come; deletes come as tombstones', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const note = await createNote(t, owner.token, day.id);
    const event = await createEvent(t, owner.token, day.id);
    const before = await pulled(owner.token, tour.id);
    const tagged = await tagDay(t, owner.token, day.id, 'OFF_DAY');
    const after = await pulled(owner.token, tour.id, `since=${before.version}`);
    expect(after.version).toBe(before.version + 1);
    expect(rowsOf(after)).toEqual([
      { entity: 'tourDay', id: day.id, op: 'upsert', version: after.version, data: tagged },
    ]);
    expect(after.changes[0]).toMatchObject({ entity: 'tour', op: 'upsert', version: after.version });

    must(await t.del(`/api/events/${event.id}`, undefined, { token: owner.token }));
    must(await t.del(`/api/tour-days/${day.id}/notes/${note.id}`, undefined, { token: owner.token }));
    const deletes = await pulled(owner.token, tour.id, `since=${after.version}`);
    expect(rowsOf(deletes)).toEqual([
      { entity: 'event', id: event.id, op: 'delete', version: after.version + 1, data: null },
      { entity: 'note', id: note.id, op: 'delete', version: after.version + 2, data: null },
    ]);
  });

  it('nothing changed: no changes, and a small answer', async () => {
    const { owner, tour } = await tourWithShowDay(t);
    const { version } = await pulled(owner.token, tour.id);
    const response = await pull(t, owner.token, tour.id, `since=${version}`);
    expect(response.body.data).toEqual({ version, hasMore: false, lastSeq: 0, changes: [] });
    expect(JSON.stringify(response.body).length).toBeLessThan(1024);
  });

  it('an ASSIGNED_ONLY event reaches others as a tombstone, the assigned and managers in full', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const assigned = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
    const other = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Bo');
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER', 'Cy');
    const secret = await createEvent(t, owner.token, day.id, {
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [assigned.user.id],
    });
    const aboutSecret = async (token: string) =>
      (await pulled(token, tour.id)).changes.filter(
        (c) => c.id === secret.id || c.data?.eventId === secret.id,
      );

    const hidden = await aboutSecret(other.token);
    expect(hidden).toEqual([
      { entity: 'event', id: secret.id, op: 'delete', version: secret.version, data: null },
    ]);
    const otherAll = await pulled(other.token, tour.id);
    expect(otherAll.changes.filter((c) => c.entity === 'eventPersonnel')).toEqual([
      { entity: 'eventPersonnel', id: expect.any(String), op: 'delete', version: secret.version, data: null },
    ]);
    expect(JSON.stringify(otherAll)).not.toContain(secret.title);
    for (const person of [assigned, manager, owner]) {
      const seen = await aboutSecret(person.token);
      expect(seen.map((c) => [c.entity, c.op])).toEqual([
        ['event', 'upsert'],
        ['eventPersonnel', 'upsert'],
      ]);
      expect(seen[0]?.data).toMatchObject({ id: secret.id, visibility: 'ASSIGNED_ONLY' });
    }
  });

  it('incremental pulls end where a fresh pull does when an event becomes visible to everyone', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const assigned = await joinTour(t, owner.token, tour.id);
    const other = await joinTour(t, owner.token, tour.id);
    const event = await createEvent(t, owner.token, day.id, {
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [assigned.user.id],
    });
    const { version } = await pulled(other.token, tour.id);
    must(await t.patch(`/api/events/${event.id}`, { visibility: 'EVERYONE' }, { token: owner.token }));
    const later = await pullAll(t, other.token, tour.id, version);
    const incremental = later.flatMap((p) => p.changes).filter((c) => c.entity === 'eventPersonnel');
    const fresh = (await pulled(other.token, tour.id)).changes.filter((c) => c.entity === 'eventPersonnel');
    expect(fresh).toEqual([
      expect.objectContaining({ op: 'upsert', data: expect.objectContaining({ userId: assigned.user.id }) }),
    ]);
    expect(incremental.map((c) => [c.id, c.op, c.data])).toEqual(fresh.map((c) => [c.id, c.op, c.data]));
  });

  it('answers reset for a `since` ahead of the server', async () => {
    const { owner, tour } = await tourWithShowDay(t);
    const ahead = await pulled(owner.token, tour.id, 'since=9999');
    const full = await pulled(owner.token, tour.id);
    expect(ahead).toEqual({ ...full, reset: true });
  });

  it('after the caller’s role changes, the next incremental pull re-decides the role-dependent rows (no reset)', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const member = await joinTour(t, owner.token, tour.id);
    const hidden = await createEvent(t, owner.token, day.id, {
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [owner.user.id],
    });
    const before = await pulled(member.token, tour.id);
    expect(before.changes.find((c) => c.id === hidden.id)).toMatchObject({ op: 'delete', data: null });

    must(
      await t.patch(
        `/api/tours/${tour.id}/personnel/${member.personnel.id}`,
        { role: 'TOUR_MANAGER' },
        { token: owner.token },
      ),
    );
    const next = await pulled(member.token, tour.id, `since=${before.version}`);
    expect(next.reset).toBeUndefined();
    // The synced tour tells each device the caller's own role, so screens show the right controls.
    const roleIn = (page: PullResponse) => page.changes.find((c) => c.entity === 'tour')?.data?.role;
    expect(roleIn(before)).toBe('TOUR_MEMBER');
    expect(roleIn(next)).toBe('TOUR_MANAGER');
    expect(next.changes.find((c) => c.id === hidden.id)).toMatchObject({
      op: 'upsert',
      data: { title: hidden.title },
    });
    expect(next.changes.filter((c) => c.entity === 'eventPersonnel' && c.op === 'upsert')).toHaveLength(1);
    // Only what depends on the role comes again, not the whole tour.
    expect(next.changes.filter((c) => c.entity === 'tourDay')).toHaveLength(0);
  });

  it('answers the device’s lastSeq', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const phone = device(t, owner.token);
    const note = { id: crypto.randomUUID(), text: 'From the phone' };
    must(await phone.push([phone.mutation('note.create', { tourDayId: day.id, note }, tour.id)]));
    expect((await pulled(owner.token, tour.id, `deviceId=${phone.deviceId}`)).lastSeq).toBe(1);
    expect((await pulled(owner.token, tour.id, `deviceId=${crypto.randomUUID()}`)).lastSeq).toBe(0);
  });

  it('another workspace’s tour is 404; bad cursors are 400', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const stranger = await signedInUser(t);
    const foreign = await pull(t, stranger.token, tour.id);
    expect(foreign.status).toBe(404);
    expect((foreign.body as unknown as ErrorBody).error.code).toBe('not_found');
    for (const query of ['since=abc', 'since=-1', 'since=1.5', 'limit=0', 'limit=5000', 'deviceId=phone']) {
      const response = await t.get<ErrorBody>(`/api/sync/tours/${tour.id}/changes?${query}`, {
        token: owner.token,
      });
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    const own = await createTour(t, stranger.token);
    expect((await pull(t, owner.token, own.id)).status).toBe(404);
  });
});
