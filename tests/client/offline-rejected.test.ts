import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { outboxRows } from '../../src/offline/outbox';
import { setupOfflineServer } from '../support/offline-harness';
import { tagDay } from '../support/offline-rest';
import { deviceWithTaggedTour, serverNotes as serverNotesOf } from '../support/offline-tagged-tour';

const { t, devices } = await setupOfflineServer();

const setup = () => deviceWithTaggedTour(t, devices);
const serverNotes = (dayId: string) => serverNotesOf(t, dayId);

describe('rejected writes', () => {
  it('keeps a rejected write as failed until Retry sends it again', async () => {
    const { user, device, untagged } = await setup();
    const mutationId = await device.engine.mutate('note.create', {
      tourDayId: untagged.id,
      note: { text: 'Early' },
    });
    await device.engine.whenIdle();
    await device.engine.sync();

    const [failed] = await outboxRows(device.db);
    expect(failed).toMatchObject({ mutationId, status: 'failed', error: { code: 'validation_failed' } });
    expect(failed?.error?.message).toMatch(/day tag/i);
    expect(device.status.getSnapshot().failed.map((row) => row.mutationId)).toEqual([mutationId]);
    expect((await device.db.notes.get(failed?.entityIds[0] ?? ''))?.text).toBe('Early');

    await tagDay(t, user, untagged.id);
    const retried = await device.engine.retry(mutationId);
    expect(retried).not.toBe(mutationId);
    await device.engine.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect((await serverNotes(untagged.id)).map((note) => note.text)).toEqual(['Early']);
  });

  it('keeps a rejected write as failed even when the rejection’s reply was lost', async () => {
    const { device, untagged } = await setup();
    device.net.loseReplies = 1;
    const mutationId = await device.engine.mutate('note.create', {
      tourDayId: untagged.id,
      note: { text: 'Early' },
    });
    await device.engine.whenIdle();

    device.goOnline();
    await device.engine.sync();
    const [row] = await outboxRows(device.db);
    expect(row).toMatchObject({ mutationId, status: 'failed' });
  });

  it('Discard drops a rejected write and restores the server’s version of the tour', async () => {
    const { device, untagged } = await setup();
    const mutationId = await device.engine.mutate('note.create', {
      tourDayId: untagged.id,
      note: { text: 'Nope' },
    });
    await device.engine.whenIdle();
    const [failed] = await outboxRows(device.db);
    expect(failed?.status).toBe('failed');

    expect(await device.engine.discard(mutationId)).toBe(true);
    await device.engine.whenIdle();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.notes.get(failed?.entityIds[0] ?? '')).toBeUndefined();
    expect(await device.db.tourDays.where('tourId').equals(untagged.tourId).count()).toBe(3);
  });
});
