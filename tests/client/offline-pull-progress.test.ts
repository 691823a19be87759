import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readDayRows } from '../../src/offline/day-rows';
import { pullTour } from '../../src/offline/pull';
import type { SyncStatus, SyncStatusStore } from '../../src/offline/sync-status';
import { fetchTransport } from '../../src/offline/transport';
import { deviceFetch, setupOfflineServer, syncUser } from '../support/offline-harness';
import { tourWithNotes } from '../support/offline-pull-fixtures';

const { t, devices } = await setupOfflineServer();

/** Every status the store takes until `run` ends. */
async function statusesDuring(store: SyncStatusStore, run: () => Promise<void>): Promise<SyncStatus[]> {
  const seen: SyncStatus[] = [];
  const stop = store.subscribe(() => seen.push(store.getSnapshot()));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

describe('how far a pull is', () => {
  it('rises page by page to the whole of a pull that needs several pages, then is gone', async () => {
    const user = await syncUser(t);
    const first = await tourWithNotes(t, 6, user);
    const second = await tourWithNotes(t, 6, user);
    const device = await devices.open(user, { pullPageSize: 2 });
    // Both tours from the start again: a first sync in all but the database.
    for (const { tourId } of [first, second])
      await device.db.syncState.put({ tourId, version: 0, resync: true });

    const statuses = await statusesDuring(device.status, () => device.engine.pull());

    const shares = statuses.flatMap((status) => (status.pullShare === null ? [] : [status.pullShare]));
    expect(shares.length).toBeGreaterThan(4);
    for (const [index, share] of shares.entries()) {
      expect(share).toBeGreaterThan(index === 0 ? 0 : (shares[index - 1] ?? 0));
      expect(share).toBeLessThanOrEqual(1);
    }
    expect(shares.at(-1)).toBe(1);
    // Shown while syncing only, and gone once the pull has ended.
    for (const status of statuses) if (status.pullShare !== null) expect(status.syncing).toBe(true);
    expect(device.status.getSnapshot().pullShare).toBeNull();
    expect(device.errors).toEqual([]);
  });

  it('says nothing of a pull that one page answers', async () => {
    const { user, tourId } = await tourWithNotes(t, 3);
    const device = await devices.open(user);
    await device.db.syncState.put({ tourId, version: 0, resync: true });

    const statuses = await statusesDuring(device.status, () => device.engine.pull());

    expect(statuses.some((status) => status.syncing)).toBe(true);
    expect(statuses.every((status) => status.pullShare === null)).toBe(true);
  });

  it('marks the tour’s days as still arriving between pages, and not once the last page is written', async () => {
    const { user, tourId, dayId, noteIds } = await tourWithNotes(t, 6);
    const device = await devices.open(user);
    const date = (await device.db.tourDays.get(dayId))?.date ?? '';
    expect((await readDayRows(device.db, tourId, date)).arriving).toBe(false);

    // From the start again, and the connection gone after the first page.
    await device.db.syncState.put({ tourId, version: 0, resync: true });
    const send = deviceFetch(t, device.net);
    let pages = 0;
    const cutAfterOnePage = fetchTransport(
      (url, init) => {
        if (url.includes('/changes?') && ++pages > 1) return Promise.reject(new TypeError('Failed to fetch'));
        return send(url, init);
      },
      { token: () => user.token },
    );
    const ctx = { db: device.db, isOnline: () => true, pageSize: 2 };
    await expect(pullTour({ ...ctx, transport: cutAfterOnePage }, tourId)).rejects.toThrow();

    // The first page holds the tour and its untouched days (the tagged day and the notes are newer).
    expect(await device.db.notes.where('tourId').equals(tourId).count()).toBeLessThan(noteIds.length);
    const written = await device.db.tourDays.where('tourId').equals(tourId).first();
    const between = await readDayRows(device.db, tourId, written?.date ?? '');
    expect(between.day?.id).toBe(written?.id);
    expect(between.arriving).toBe(true);

    const transport = fetchTransport(send, { token: () => user.token });
    await pullTour({ ...ctx, transport }, tourId);
    expect((await readDayRows(device.db, tourId, written?.date ?? '')).arriving).toBe(false);
    const after = await readDayRows(device.db, tourId, date);
    expect(after.notes).toHaveLength(noteIds.length);
    expect(after.arriving).toBe(false);
  });
});
