import { describe, expect, it } from 'vitest';
import { productionTrackerIdOf } from '#contract/production-trackers';
import { MUTATION_NAMES } from '#contract/sync-mutations';
import { setupTestApp } from '../support/test-app';
import { device, liveRows, must } from '../support/tour-factories';
import { tourWithShow } from '../support/tracker-factories';

const t = await setupTestApp();

const statuses = (body: { data: { results: { status: string }[] } }) =>
  body.data.results.map((r) => r.status);

describe('the production tracker through /api/sync/push', () => {
  it('two managers start the same show’s row offline and edit different cells: both cells are kept', async () => {
    const { owner, manager, member, tour, show } = await tourWithShow(t);
    const id = productionTrackerIdOf(show.id);
    const ownerPhone = device(t, owner.token);
    const managerPhone = device(t, manager.token);
    // Both started the row while offline (the same derived id) and each changed one cell.
    const fromOwner = [
      ownerPhone.mutation('productionTracker.create', { eventId: show.id, tracker: { id } }, tour.id),
      ownerPhone.mutation('productionTracker.update', { id, changes: { loadIn: '08:00' } }, tour.id),
    ];
    const fromManager = [
      managerPhone.mutation('productionTracker.create', { eventId: show.id, tracker: { id } }, tour.id),
      managerPhone.mutation(
        'productionTracker.update',
        { id, changes: { riggers: 6, advanced: true } },
        tour.id,
      ),
    ];
    expect(statuses(must(await ownerPhone.push(fromOwner)))).toEqual(['applied', 'applied']);
    expect(statuses(must(await managerPhone.push(fromManager)))).toEqual(['applied', 'applied']);
    const rows = await liveRows(t, member.token, tour.id, 'productionTracker');
    expect([...rows.keys()]).toEqual([id]);
    expect(rows.get(id)).toMatchObject({ loadIn: '08:00', riggers: 6, advanced: true, eventId: show.id });
    expect(new Set([...fromOwner, ...fromManager].map((m) => m.name))).toEqual(
      new Set(MUTATION_NAMES.filter((name) => name.startsWith('productionTracker.'))),
    );
  });

  it('a replayed push stores the row once', async () => {
    const { owner, tour, show } = await tourWithShow(t);
    const id = productionTrackerIdOf(show.id);
    const phone = device(t, owner.token);
    const batch = [
      phone.mutation('productionTracker.create', { eventId: show.id, tracker: { id, hands: 4 } }, tour.id),
      phone.mutation('productionTracker.update', { id, changes: { hardCurfew: '23:00' } }, tour.id),
    ];
    expect(statuses(must(await phone.push(batch)))).toEqual(['applied', 'applied']);
    // The reply was lost: the device sends the same batch again.
    expect(statuses(must(await phone.push(batch)))).toEqual(['duplicate', 'duplicate']);
    const rows = await t.call('GET /production-trackers', { query: { tourId: tour.id }, token: owner.token });
    expect(must(rows).data).toEqual([expect.objectContaining({ id, hands: 4, hardCurfew: '23:00' })]);
  });

  it('a member’s queued tracker write is rejected and changes nothing', async () => {
    const { member, tour, show } = await tourWithShow(t);
    const phone = device(t, member.token);
    const create = phone.mutation(
      'productionTracker.create',
      { eventId: show.id, tracker: { id: productionTrackerIdOf(show.id), forks: 1 } },
      tour.id,
    );
    expect(statuses(must(await phone.push([create])))).toEqual(['rejected']);
    expect((await liveRows(t, member.token, tour.id, 'productionTracker')).size).toBe(0);
  });
});
