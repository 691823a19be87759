import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { outboxRows } from '../../src/offline/outbox';
import { setupOfflineServer } from '../support/offline-harness';
import { deviceWithTaggedTour, serverNotes as serverNotesOf } from '../support/offline-tagged-tour';

const { t, devices } = await setupOfflineServer();

const setup = () => deviceWithTaggedTour(t, devices);
const serverTexts = async (dayId: string) =>
  (await serverNotesOf(t, dayId)).sort((a, b) => a.version - b.version).map((note) => note.text);

/** Poisoned ids the server fails on once each, then takes (a passing hiccup). */
class FailsOnce extends Set<string> {
  override has(id: string): boolean {
    return this.delete(id);
  }
}

/** Queues notes while offline and returns their mutation ids, in order. */
async function queueNotes(
  device: Awaited<ReturnType<typeof setup>>['device'],
  dayId: string,
  texts: string[],
) {
  device.goOffline();
  const ids: string[] = [];
  for (const text of texts)
    ids.push(await device.engine.mutate('note.create', { tourDayId: dayId, note: { text } }));
  return ids;
}

describe('a batch the server keeps failing on (5xx) is split until the failing edit is isolated', () => {
  it('marks only the poisoned edit failed; every edit behind it reaches the server, in order', async () => {
    const { device, tagged } = await setup();
    const texts = ['One', 'Two', 'Poison', 'Four', 'Five', 'Six'];
    const ids = await queueNotes(device, tagged.id, texts);
    const poisoned = ids[2] ?? '';
    device.net.poisoned.add(poisoned);

    device.goOnline();
    await device.engine.sync();

    expect(await serverTexts(tagged.id)).toEqual(['One', 'Two', 'Four', 'Five', 'Six']);
    const left = await outboxRows(device.db);
    expect(left).toEqual([
      expect.objectContaining({
        mutationId: poisoned,
        status: 'failed',
        error: expect.objectContaining({ status: 500, message: MESSAGES.changeNotApplied }),
      }),
    ]);
    expect(device.status.getSnapshot().failed.map((row) => row.mutationId)).toEqual([poisoned]);
    // Its local effect stays visible until the user retries or discards it.
    expect((await device.db.notes.get(left[0]?.entityIds[0] ?? ''))?.text).toBe('Poison');

    // Later edits are not held back by the failed one.
    await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text: 'Seven' } });
    await device.engine.whenIdle();
    expect(await serverTexts(tagged.id)).toEqual(['One', 'Two', 'Four', 'Five', 'Six', 'Seven']);

    // Retry sends it as a new mutation; once the server takes it, it is synced like any other.
    device.net.poisoned.clear();
    expect(await device.engine.retry(poisoned)).not.toBe(poisoned);
    await device.engine.whenIdle();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await serverTexts(tagged.id)).toEqual(['One', 'Two', 'Four', 'Five', 'Six', 'Seven', 'Poison']);
  });

  it('Discard drops the isolated edit and shows the server’s version again', async () => {
    const { device, tagged } = await setup();
    const [poisoned = ''] = await queueNotes(device, tagged.id, ['Poison', 'After']);
    device.net.poisoned.add(poisoned);
    device.goOnline();
    await device.engine.sync();
    const [failed] = await outboxRows(device.db);
    expect(failed).toMatchObject({ mutationId: poisoned, status: 'failed' });

    expect(await device.engine.discard(poisoned)).toBe(true);
    await device.engine.whenIdle();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.notes.get(failed?.entityIds[0] ?? '')).toBeUndefined();
    expect(await serverTexts(tagged.id)).toEqual(['After']);
  });

  it('a server that fails on an edit only once marks nothing failed: the edit is sent again', async () => {
    const { device, tagged } = await setup();
    const [hiccup = ''] = await queueNotes(device, tagged.id, ['Hiccup']);
    device.net.poisoned = new FailsOnce([hiccup]);
    device.goOnline();
    await device.engine.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await serverTexts(tagged.id)).toEqual(['Hiccup']);
  });

  it('marks nothing failed when the server fails on everything (an outage, not an edit)', async () => {
    const { device, tagged } = await setup();
    await queueNotes(device, tagged.id, ['A', 'B', 'C']);
    device.net.answerWith = 500;
    device.goOnline();
    await device.engine.sync();
    expect((await outboxRows(device.db)).map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(device.status.getSnapshot().failed).toEqual([]);

    device.net.answerWith = null;
    await device.engine.sync();
    expect(await device.db.outbox.count()).toBe(0);
    expect(await serverTexts(tagged.id)).toEqual(['A', 'B', 'C']);
  });
});
