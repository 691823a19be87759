import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SyncStatus, SyncStatusStore } from '../../src/offline/sync-status';
import { setupOfflineServer, syncUser } from '../support/offline-harness';
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

describe('how far a pull is, in the sync status', () => {
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
});
