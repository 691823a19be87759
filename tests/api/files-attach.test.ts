import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, STAGED_UPLOAD_TTL_HOURS } from '#contract/files';
import { files, stagedUploads } from '../../server/db/schema/index';
import { signedInUser, signIn } from '../support/factories';
import { attachTourFile, dayFile, tourFile, uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { setupTestApp } from '../support/test-app';
import {
  type ErrorBody,
  firstOf,
  getTour,
  joinTour,
  must,
  ownerWithTour,
  pull,
} from '../support/tour-factories';

const t = await setupTestApp();

const tourFilesOf = (token: string, tourId: string) =>
  t.call('GET /tour-files', { query: { tourId }, token });
const dayFilesOf = (token: string, dayId: string) =>
  t.call('GET /day-files/{id}', { params: { id: dayId }, token });
const rowOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0];

describe('tour files', () => {
  it('a manager attaches an upload to the tour; every member lists it; the tour version moves', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const before = (await getTour(t, owner.token, tour.id)).version;
    const { key } = await uploaded(t, owner.token, SAMPLES.pdf, {
      name: 'Tour book.pdf',
      purpose: 'TOUR_FILE',
    });

    const file = await attachTourFile(t, owner.token, tour.id, key);
    expect(file).toEqual({
      id: expect.any(String),
      tourId: tour.id,
      tourDayId: null,
      name: 'Tour book.pdf',
      mimeType: 'application/pdf',
      size: SAMPLES.pdf.length,
      uploadedBy: owner.user.id,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await rowOf(file.id)).toMatchObject({ kind: 'TOUR', storageKey: key, version: before + 1 });
    expect(await t.db.select().from(stagedUploads).where(eq(stagedUploads.key, key))).toEqual([]);
    for (const person of [owner, crew])
      expect(must(await tourFilesOf(person.token, tour.id)).data).toEqual([file]);
  });

  it('the name can be chosen when attaching; the extension still follows the content', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const { key } = await uploaded(t, owner.token, SAMPLES.png, {
      name: 'IMG_0001.png',
      purpose: 'TOUR_FILE',
    });
    expect(await attachTourFile(t, owner.token, tour.id, key, 'Stage plot.pdf')).toMatchObject({
      name: 'Stage plot.png',
    });
  });

  it('a crew member may not attach (403) and their upload stays theirs', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const { key } = await uploaded(t, crew.token, SAMPLES.pdf, { purpose: 'TOUR_FILE' });
    const response = await t.post<ErrorBody>(`/api/tour-files/${tour.id}`, { key }, { token: crew.token });
    expect(response.status).toBe(403);
    expect(await t.db.select().from(stagedUploads).where(eq(stagedUploads.key, key))).toHaveLength(1);
  });

  it('someone else’s, an unknown, an attached or an expired upload key: 404 "upload not found"', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const other = await signedInUser(t);
    const theirs = await uploaded(t, other.token, SAMPLES.pdf);
    const mine = await uploaded(t, owner.token, SAMPLES.pdf);
    await attachTourFile(t, owner.token, tour.id, mine.key);
    const late = await uploaded(t, owner.token, SAMPLES.pdf);
    t.clock.advance(STAGED_UPLOAD_TTL_HOURS * 3600 + 1);
    // A day later the access token has long expired: sign in again, as the app would refresh.
    const { authToken } = await signIn(t, owner.email);
    for (const key of [theirs.key, crypto.randomUUID(), mine.key, late.key]) {
      const response = await t.post<ErrorBody>(`/api/tour-files/${tour.id}`, { key }, { token: authToken });
      expect(response.status, key).toBe(404);
      expect(response.body.error.message).toBe(FILE_MESSAGES.uploadNotFound);
    }
    expect(await t.deps.storage.exists(theirs.key)).toBe(true);
  });

  it('a non-member gets 404 for listing and attaching, even with their own upload', async () => {
    const { owner, tour } = await ownerWithTour(t);
    await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const stranger = await signedInUser(t);
    const { key } = await uploaded(t, stranger.token, SAMPLES.pdf);
    expect((await tourFilesOf(stranger.token, tour.id)).status).toBe(404);
    expect((await t.post(`/api/tour-files/${tour.id}`, { key }, { token: stranger.token })).status).toBe(404);
    expect((await t.get('/api/tour-files?tourId=nope', { token: stranger.token })).status).toBe(400);
  });

  it('deleting tombstones the row, removes the bytes and bumps the version; crew may not', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const row = await rowOf(file.id);
    expect((await t.del(`/api/tour-files/${file.id}`, undefined, { token: crew.token })).status).toBe(403);
    const version = (await getTour(t, owner.token, tour.id)).version;

    const deleted = await t.call('DELETE /tour-files/{id}', { params: { id: file.id }, token: owner.token });
    expect(must(deleted).data).toEqual({ ok: true });
    expect(await rowOf(file.id)).toMatchObject({ deletedAt: expect.any(Date), version: version + 1 });
    expect(await t.deps.storage.exists(row?.storageKey ?? '')).toBe(false);
    expect(must(await tourFilesOf(owner.token, tour.id)).data).toEqual([]);
    expect((await t.del(`/api/tour-files/${file.id}`, undefined, { token: owner.token })).status).toBe(404);
  });
});

describe('day files', () => {
  it('attach to a day, list by day (only that day’s), delete by /day-files and by /files', async () => {
    const { owner, tour, days } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const first = firstOf(days);
    const plot = await dayFile(t, owner.token, first.id, SAMPLES.pdf, 'Stage plot.pdf');
    const advance = await dayFile(t, owner.token, first.id, SAMPLES.text, 'Venue advance.txt');
    await dayFile(t, owner.token, firstOf(days, 1).id, SAMPLES.png, 'Map.png');
    await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    expect(plot).toMatchObject({ tourId: tour.id, tourDayId: first.id, name: 'Stage plot.pdf' });

    expect(must(await dayFilesOf(crew.token, first.id)).data).toEqual([plot, advance]);
    // A day file is not a tour-level file.
    expect(must(await tourFilesOf(crew.token, tour.id)).data.map((f) => f.tourDayId)).toEqual([null]);
    expect((await t.del(`/api/tour-files/${plot.id}`, undefined, { token: owner.token })).status).toBe(404);
    must(await t.del(`/api/day-files/${plot.id}`, undefined, { token: owner.token }));
    must(await t.del(`/api/files/${advance.id}`, undefined, { token: owner.token }));
    expect(must(await dayFilesOf(crew.token, first.id)).data).toEqual([]);
  });

  it('crew may not attach (403); a non-member gets 404 for the day’s files and attaching', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const stranger = await signedInUser(t);
    await dayFile(t, owner.token, day.id, SAMPLES.pdf);
    const crewKey = (await uploaded(t, crew.token, SAMPLES.pdf)).key;
    const strangerKey = (await uploaded(t, stranger.token, SAMPLES.pdf)).key;
    expect(
      (await t.post('/api/day-files', { tourDayId: day.id, key: crewKey }, { token: crew.token })).status,
    ).toBe(403);
    expect(
      (await t.post('/api/day-files', { tourDayId: day.id, key: strangerKey }, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect((await dayFilesOf(stranger.token, day.id)).status).toBe(404);
  });

  it('a day with files cannot be cut off the tour by changing its dates', async () => {
    const { owner, tour, days } = await ownerWithTour(t);
    await dayFile(t, owner.token, firstOf(days, 2).id, SAMPLES.pdf);
    const response = await t.patch<ErrorBody>(
      `/api/tours/${tour.id}`,
      { endDate: days[1]?.date },
      { token: owner.token },
    );
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('Delete the files of the days outside the new dates first');
  });
});

describe('sync: tour and day files are the tourFile entity', () => {
  it('attaching comes as an upsert, deleting as a tombstone, to every member', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const since = (await getTour(t, owner.token, tour.id)).version;
    const book = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const plot = await dayFile(t, owner.token, day.id, SAMPLES.pdf);

    const added = must(await pull(t, crew.token, tour.id, `since=${since}`)).data;
    expect(added.changes.filter((c) => c.entity === 'tourFile')).toEqual([
      { entity: 'tourFile', id: book.id, op: 'upsert', version: since + 1, data: book },
      { entity: 'tourFile', id: plot.id, op: 'upsert', version: since + 2, data: plot },
    ]);

    must(await t.del(`/api/files/${plot.id}`, undefined, { token: owner.token }));
    const removed = must(await pull(t, crew.token, tour.id, `since=${added.version}`)).data;
    expect(removed.changes.filter((c) => c.entity !== 'tour')).toEqual([
      { entity: 'tourFile', id: plot.id, op: 'delete', version: added.version + 1, data: null },
    ]);
  });
});
