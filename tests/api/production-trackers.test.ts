import { describe, expect, it } from 'vitest';
import { productionTrackerIdOf, TRACKER_MESSAGES } from '#contract/production-trackers';
import { setupTestApp } from '../support/test-app';
import { createEvent, type ErrorBody, liveRows, must, pullAll } from '../support/tour-factories';
import { startTracker, tourWithShow } from '../support/tracker-factories';

const t = await setupTestApp();

describe('the production tracker', () => {
  it('a manager starts, edits and deletes a show’s row; everyone on the tour reads and pulls it', async () => {
    const { owner, tour, show, member } = await tourWithShow(t);
    const row = await startTracker(t, owner.token, show.id, { loadIn: '08:00', riggers: 4 });
    expect(row).toMatchObject({
      id: productionTrackerIdOf(show.id),
      tourId: tour.id,
      eventId: show.id,
      loadIn: '08:00',
      riggers: 4,
      soundcheck: null,
      advanced: false,
      riderSent: false,
    });

    const changed = must(
      await t.call('PATCH /production-trackers/{id}', {
        params: { id: row.id },
        body: { soundcheck: '16:30', stageSize: ' 40 x 30 ft ', advanced: true },
        token: owner.token,
      }),
    ).data;
    // Only the fields sent change.
    expect(changed).toMatchObject({
      loadIn: '08:00',
      riggers: 4,
      soundcheck: '16:30',
      stageSize: '40 x 30 ft',
    });
    expect(changed.advanced).toBe(true);

    const listed = must(
      await t.call('GET /production-trackers', { query: { tourId: tour.id }, token: member.token }),
    ).data;
    expect(listed).toEqual([changed]);
    expect(
      must(await t.call('GET /production-trackers/{id}', { params: { id: row.id }, token: member.token }))
        .data,
    ).toEqual(changed);
    expect((await liveRows(t, member.token, tour.id, 'productionTracker')).get(row.id)).toEqual(changed);

    must(await t.call('DELETE /production-trackers/{id}', { params: { id: row.id }, token: owner.token }));
    expect((await liveRows(t, member.token, tour.id, 'productionTracker')).size).toBe(0);
    const gone = await t.call('GET /production-trackers/{id}', {
      params: { id: row.id },
      token: owner.token,
    });
    expect(gone.status).toBe(404);
    // Started again after a delete: the same row comes back with only the sent cells.
    const again = await startTracker(t, owner.token, show.id, { hands: 6 });
    expect(again).toMatchObject({ id: row.id, hands: 6, loadIn: null, riggers: null });
  });

  it('one row per show: a second start answers the existing row with its cells applied', async () => {
    const { owner, manager, show, tour } = await tourWithShow(t);
    const first = await startTracker(t, owner.token, show.id, { loadIn: '09:00' });
    const second = await startTracker(t, manager.token, show.id, { hardCurfew: '23:00' });
    expect(second).toMatchObject({ id: first.id, loadIn: '09:00', hardCurfew: '23:00' });
    expect(
      must(await t.call('GET /production-trackers', { query: { tourId: tour.id }, token: owner.token })).data,
    ).toHaveLength(1);
  });

  it('members read but never write (403); only shows have a row (400)', async () => {
    const { owner, member, show, day } = await tourWithShow(t);
    const row = await startTracker(t, owner.token, show.id);
    const post = await t.call('POST /production-trackers', {
      body: { eventId: show.id },
      token: member.token,
    });
    expect(post.status).toBe(403);
    const patch = await t.call('PATCH /production-trackers/{id}', {
      params: { id: row.id },
      body: { forks: 2 },
      token: member.token,
    });
    expect(patch.status).toBe(403);
    const del = await t.call('DELETE /production-trackers/{id}', {
      params: { id: row.id },
      token: member.token,
    });
    expect(del.status).toBe(403);

    const glam = await createEvent(t, owner.token, day.id, { type: 'GLAM', title: 'Make-up' });
    const notShow = await t.post<ErrorBody>(
      '/api/production-trackers',
      { eventId: glam.id },
      { token: owner.token },
    );
    expect(notShow.status).toBe(400);
    expect(notShow.body.error.fields).toEqual({ eventId: TRACKER_MESSAGES.notShow });
  });

  it('bad cells are 400 with field messages and change nothing', async () => {
    const { owner, show } = await tourWithShow(t);
    const row = await startTracker(t, owner.token, show.id, { loadIn: '08:00' });
    const bad = await t.patch<ErrorBody>(
      `/api/production-trackers/${row.id}`,
      { loadIn: '25:00', riggers: -1, forks: 1.5, advanced: 'yes', power: 'x'.repeat(201) },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    const { fields } = bad.body.error;
    expect(Object.keys(fields ?? {}).sort()).toEqual(['advanced', 'forks', 'loadIn', 'power', 'riggers']);
    expect(fields?.loadIn).toBe('Use a 24-hour time like 19:30');
    const empty = await t.call('PATCH /production-trackers/{id}', {
      params: { id: row.id },
      body: {},
      token: owner.token,
    });
    expect(empty.status).toBe(400);
    const kept = must(
      await t.call('GET /production-trackers/{id}', { params: { id: row.id }, token: owner.token }),
    );
    expect(kept.data.loadIn).toBe('08:00');
  });

  it('an "assigned only" show hides its row from members it does not reach', async () => {
    const { owner, manager, member, tour, day } = await tourWithShow(t);
    const secret = await createEvent(t, owner.token, day.id, {
      title: 'Private show',
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [manager.user.id],
    });
    const row = await startTracker(t, owner.token, secret.id, { hands: 2 });
    const seen = must(
      await t.call('GET /production-trackers', { query: { tourId: tour.id }, token: member.token }),
    );
    expect(seen.data).toEqual([]);
    expect((await liveRows(t, member.token, tour.id, 'productionTracker')).has(row.id)).toBe(false);
    const one = await t.call('GET /production-trackers/{id}', {
      params: { id: row.id },
      token: member.token,
    });
    expect(one.status).toBe(404);
    // Assigned to the show, the member's next pull (from where they were) brings its row too.
    const since = (await pullAll(t, member.token, tour.id)).at(-1)?.version ?? 0;
    must(
      await t.post(
        `/api/events/${secret.id}/personnel`,
        { userIds: [member.user.id] },
        { token: owner.token },
      ),
      201,
    );
    const changes = (await pullAll(t, member.token, tour.id, since)).flatMap((page) => page.changes);
    expect(changes.find((c) => c.id === row.id)).toMatchObject({ op: 'upsert', data: { hands: 2 } });
  });

  it('a show that stops being a show loses its row', async () => {
    const { owner, tour, show } = await tourWithShow(t);
    const row = await startTracker(t, owner.token, show.id, { forks: 1 });
    must(await t.patch(`/api/events/${show.id}`, { type: 'PRODUCTION' }, { token: owner.token }));
    expect((await liveRows(t, owner.token, tour.id, 'productionTracker')).has(row.id)).toBe(false);
    const gone = await t.call('GET /production-trackers/{id}', {
      params: { id: row.id },
      token: owner.token,
    });
    expect(gone.status).toBe(404);
  });
});
