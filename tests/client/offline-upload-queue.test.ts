import 'fake-indexeddb/auto';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { files } from '../../server/db/schema/index';
import { download, downloadUrl } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { type Device, dayOn, setupOfflineServer, syncUser } from '../support/offline-harness';
import { createTour, rest } from '../support/offline-rest';

const { t, devices } = await setupOfflineServer();

async function setup() {
  const user = await syncUser(t);
  const tourId = await createTour(t, user);
  const device = await devices.open(user);
  return { user, tourId, device };
}

const liveFilesOf = (tourId: string) =>
  t.db
    .select()
    .from(files)
    .where(and(eq(files.tourId, tourId), isNull(files.deletedAt)));

const ArtistsSchema = v.object({ data: v.array(v.object({ id: v.string() })) });
const ArtistFilesSchema = v.object({ data: v.array(v.object({ name: v.string() })) });

/** The bytes as a browser's file picker hands them over. */
const blobOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);

const uploadRequests = (device: Device) => device.net.requests.filter((r) => /\/upload$|-files/.test(r));

async function expectOneFileWithBytes(tourId: string, token: string, bytes: Uint8Array) {
  const stored = await liveFilesOf(tourId);
  expect(stored.map((row) => row.name)).toEqual(['Stage plot.pdf']);
  const got = await download(t, (await downloadUrl(t, token, stored[0]?.id ?? '')).url);
  expect(got.bytes).toEqual(bytes);
}

describe('the upload queue', () => {
  it('offline: queued with its bytes, nothing sent; online: exactly one file with the same bytes', async () => {
    const { user, tourId, device } = await setup();
    device.goOffline();
    const blob = blobOf(SAMPLES.pdf);
    const id = await device.engine.enqueueUpload({
      target: { kind: 'tour', tourId },
      blob,
      name: 'Stage plot.pdf',
    });
    await device.engine.whenIdle();

    const queued = await device.db.uploads.get(id);
    expect(queued).toMatchObject({
      status: 'queued',
      tourId,
      name: 'Stage plot.pdf',
      size: SAMPLES.pdf.length,
    });
    expect(new Uint8Array(await (queued?.blob ?? new Blob()).arrayBuffer())).toEqual(SAMPLES.pdf);
    expect(uploadRequests(device)).toEqual([]);
    await vi.waitFor(() => expect(device.status.getSnapshot().pending).toBe(1));

    device.goOnline();
    await device.engine.sync();
    await device.engine.whenIdle();
    expect(await device.db.uploads.count()).toBe(0);
    await expectOneFileWithBytes(tourId, user.token, SAMPLES.pdf);
    // The pull that followed brought the new file into the mirror.
    expect((await device.db.tourFiles.where('tourId').equals(tourId).toArray()).map((f) => f.name)).toEqual([
      'Stage plot.pdf',
    ]);
  });

  it('a lost attach reply: the replay (same Idempotency-Key) still makes one file', async () => {
    const { user, tourId, device } = await setup();
    device.net.loseRepliesTo = /\/tour-files\//;
    const blob = blobOf(SAMPLES.pdf);
    const id = await device.engine.enqueueUpload({
      target: { kind: 'tour', tourId },
      blob,
      name: 'Stage plot.pdf',
    });
    await device.engine.whenIdle();
    expect(await liveFilesOf(tourId)).toHaveLength(1);
    expect(await device.db.uploads.get(id)).toMatchObject({
      status: 'queued',
      stagedKey: expect.any(String),
    });

    device.net.loseRepliesTo = null;
    device.goOnline();
    await device.engine.sync();
    expect(await device.db.uploads.count()).toBe(0);
    await expectOneFileWithBytes(tourId, user.token, SAMPLES.pdf);
    // The bytes went up once: the retry only attached again.
    expect(device.net.requests.filter((r) => r.endsWith('/api/upload'))).toHaveLength(1);
  });

  it('a network failure mid-upload keeps the row; a refusal marks it failed; retry sends it anew', async () => {
    const { user, tourId, device } = await setup();
    const day = await dayOn(device.db, tourId, '2027-04-10');
    device.net.down = true;
    const target = { kind: 'day' as const, tourId, tourDayId: day.id };
    await device.engine.enqueueUpload({ target, blob: blobOf(SAMPLES.exe), name: 'setup.exe' });
    await device.engine.enqueueUpload({ target, blob: blobOf(SAMPLES.pdf), name: 'Stage plot.pdf' });
    await device.engine.whenIdle();
    expect((await device.db.uploads.toArray()).map((row) => row.status)).toEqual(['queued', 'queued']);

    device.net.down = false;
    device.goOnline();
    await device.engine.sync();
    const [refused] = await device.db.uploads.toArray();
    expect(refused).toMatchObject({ name: 'setup.exe', status: 'failed', error: { status: 400 } });
    await expectOneFileWithBytes(tourId, user.token, SAMPLES.pdf);

    // A user who fixes nothing and retries gets the same refusal, as a new request (not a replay).
    const next = await device.engine.retryUpload(refused?.id ?? '');
    await device.engine.whenIdle();
    expect(next).not.toBe(refused?.id);
    expect(await device.db.uploads.get(next ?? '')).toMatchObject({ status: 'failed' });
  });

  it('an artist file queues offline and attaches to the artist once online', async () => {
    const { user, device } = await setup();
    const artists = v.parse(ArtistsSchema, await rest(t, user, 'GET', '/artists')).data;
    const artistId = artists[0]?.id ?? '';
    device.goOffline();
    const blob = blobOf(SAMPLES.png);
    await device.engine.enqueueUpload({ target: { kind: 'artist', artistId }, blob, name: 'Logo.png' });
    device.goOnline();
    await device.engine.sync();
    const listed = v.parse(ArtistFilesSchema, await rest(t, user, 'GET', `/artists/${artistId}/files`)).data;
    expect(listed.map((file) => file.name)).toEqual(['Logo.png']);
    expect(await device.db.uploads.count()).toBe(0);
  });
});
