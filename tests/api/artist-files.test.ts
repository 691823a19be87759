import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ARTIST_FILE_MESSAGES, type ArtistFile } from '#contract/artist-files';
import { FILE_MESSAGES } from '#contract/files';
import { files, stagedUploads, workspaceMembers, workspaces } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { download, downloadUrl, tourFile, uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { setupTestApp } from '../support/test-app';
import {
  createArtist,
  type Data,
  type ErrorBody,
  getTour,
  joinTour,
  must,
  ownerWithTour,
  type Session,
} from '../support/tour-factories';

const t = await setupTestApp();

const filesOf = (token: string, artistId: string) =>
  t.call('GET /artists/{id}/files', { params: { id: artistId }, token });
const attach = (token: string, artistId: string, body: Record<string, unknown>) =>
  t.post<Data<ArtistFile> & ErrorBody>(`/api/artists/${artistId}/upload-file`, body, { token });
const stagedRows = (key: string) => t.db.select().from(stagedUploads).where(eq(stagedUploads.key, key));
const rowOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0];

async function artistFile(owner: Session, artistId: string, bytes = SAMPLES.pdf, name = 'EPK.pdf') {
  const { key } = await uploaded(t, owner.token, bytes, { name, purpose: 'ARTIST_FILE' });
  return must(await attach(owner.token, artistId, { key }), 201).data;
}

/** A user added to the owner's workspace as a member (not its owner). */
async function workspaceMember(owner: Session) {
  const member = await signedInUser(t, { firstName: 'Member' });
  const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, owner.user.id));
  if (!workspace) throw new Error('owner has no workspace');
  await t.db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: member.user.id });
  return member;
}

describe('artist files', () => {
  it('the owner attaches an ARTIST_FILE upload; the workspace and the tour crew list it', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const member = await workspaceMember(owner);
    const { key } = await uploaded(t, owner.token, SAMPLES.pdf, { name: 'EPK.pdf', purpose: 'ARTIST_FILE' });

    const file = must(await attach(owner.token, tour.artistId, { key, name: 'Press kit 2027' }), 201).data;
    expect(file).toEqual({
      id: expect.any(String),
      artistId: tour.artistId,
      name: 'Press kit 2027.pdf',
      mimeType: 'application/pdf',
      size: SAMPLES.pdf.length,
      uploadedBy: owner.user.id,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await rowOf(file.id)).toMatchObject({ kind: 'ARTIST', storageKey: key, tourId: null });
    expect(await stagedRows(key)).toEqual([]);
    for (const person of [owner, crew, member])
      expect(must(await filesOf(person.token, tour.artistId)).data).toEqual([file]);
  });

  it('an unknown or someone else’s key: 404 "upload not found"; the other upload stays', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const other = await signedInUser(t);
    const theirs = await uploaded(t, other.token, SAMPLES.pdf, { purpose: 'ARTIST_FILE' });
    for (const key of [crypto.randomUUID(), theirs.key]) {
      const response = await attach(owner.token, artist.id, { key });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(FILE_MESSAGES.uploadNotFound);
    }
    expect(await stagedRows(theirs.key)).toHaveLength(1);
    const blank = await attach(owner.token, artist.id, { key: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ key: 'This field cannot be empty' });
  });

  it('an upload made for another purpose is refused (400) and kept staged', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    for (const purpose of ['TOUR_FILE', 'PERSONAL_DOCUMENT'] as const) {
      const { key } = await uploaded(t, owner.token, SAMPLES.pdf, { purpose });
      const response = await attach(owner.token, artist.id, { key });
      expect(response.status, purpose).toBe(400);
      expect(response.body.error.fields).toEqual({ key: ARTIST_FILE_MESSAGES.wrongPurpose });
      expect(await stagedRows(key)).toHaveLength(1);
    }
    expect(must(await filesOf(owner.token, artist.id)).data).toEqual([]);
  });

  it('tour crew and workspace members may read but not write (403); nothing changes', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const member = await workspaceMember(owner);
    const file = await artistFile(owner, tour.artistId);
    for (const person of [crew, member]) {
      const { key } = await uploaded(t, person.token, SAMPLES.pdf, { purpose: 'ARTIST_FILE' });
      expect((await attach(person.token, tour.artistId, { key })).status).toBe(403);
      expect(await stagedRows(key)).toHaveLength(1);
      const path = `/api/artists/${tour.artistId}/delete-file?fileId=${file.id}`;
      expect((await t.del(path, undefined, { token: person.token })).status).toBe(403);
      expect(await downloadUrl(t, person.token, file.id)).toMatchObject({ cacheable: true });
    }
    expect(must(await filesOf(owner.token, tour.artistId)).data).toEqual([file]);
  });

  it('another tenant gets 404 for listing, attaching, deleting and downloading', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const file = await artistFile(owner, artist.id);
    const stranger = await signedInUser(t);
    const { key } = await uploaded(t, stranger.token, SAMPLES.pdf, { purpose: 'ARTIST_FILE' });
    expect((await filesOf(stranger.token, artist.id)).status).toBe(404);
    expect((await attach(stranger.token, artist.id, { key })).status).toBe(404);
    const path = `/api/artists/${artist.id}/delete-file?fileId=${file.id}`;
    expect((await t.del(path, undefined, { token: stranger.token })).status).toBe(404);
    const link = await t.post<ErrorBody>(
      '/api/upload/download-url',
      { fileId: file.id },
      { token: stranger.token },
    );
    expect(link.status).toBe(404);
    expect(await rowOf(file.id)).toMatchObject({ deletedAt: null });
  });

  it('real bytes round-trip through the signed download URL', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const logo = await artistFile(owner, artist.id, SAMPLES.png, 'Logo.png');
    const got = await download(t, (await downloadUrl(t, owner.token, logo.id)).url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.bytes).toEqual(SAMPLES.png);
  });

  it('delete-file tombstones the row and removes the bytes; a file of another artist is 404', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const second = await createArtist(t, owner.token, 'Second Act');
    const file = await artistFile(owner, artist.id);
    const storageKey = (await rowOf(file.id))?.storageKey ?? '';
    const wrong = `/api/artists/${second.id}/delete-file?fileId=${file.id}`;
    expect((await t.del(wrong, undefined, { token: owner.token })).status).toBe(404);
    expect(
      (await t.del(`/api/artists/${artist.id}/delete-file`, undefined, { token: owner.token })).status,
    ).toBe(400);
    const path = `/api/artists/${artist.id}/delete-file?fileId=${file.id}`;
    const deleted = await t.call('DELETE /artists/{id}/delete-file', {
      params: { id: artist.id },
      query: { fileId: file.id },
      token: owner.token,
    });
    expect(must(deleted).data).toEqual({ ok: true });
    expect(await rowOf(file.id)).toMatchObject({ deletedAt: expect.any(Date) });
    expect(await t.deps.storage.exists(storageKey)).toBe(false);
    expect(must(await filesOf(owner.token, artist.id)).data).toEqual([]);
    expect((await t.del(path, undefined, { token: owner.token })).status).toBe(404);
  });
});

describe('the catalogue’s tour aliases: POST /tours/{id}/upload-file, DELETE /tours/{id}/delete-file', () => {
  it('attach like POST /tour-files/{id}: same file, version bump, crew 403', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const before = (await getTour(t, owner.token, tour.id)).version;
    const { key } = await uploaded(t, owner.token, SAMPLES.pdf, { name: 'Book.pdf', purpose: 'TOUR_FILE' });
    const crewKey = (await uploaded(t, crew.token, SAMPLES.pdf, { purpose: 'TOUR_FILE' })).key;
    const post = (token: string, body: { key: string }) =>
      t.call('POST /tours/{id}/upload-file', { params: { id: tour.id }, body, token });
    expect((await post(crew.token, { key: crewKey })).status).toBe(403);
    const file = must(await post(owner.token, { key }), 201).data;
    expect(file).toMatchObject({ tourId: tour.id, tourDayId: null, name: 'Book.pdf' });
    expect(await rowOf(file.id)).toMatchObject({ kind: 'TOUR', version: before + 1 });
    const listed = must(await t.call('GET /tour-files', { query: { tourId: tour.id }, token: crew.token }));
    expect(listed.data).toEqual([file]);
  });

  it('delete like DELETE /tour-files/{id}, only for a file of that tour', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const other = (await ownerWithTour(t)).tour;
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const storageKey = (await rowOf(file.id))?.storageKey ?? '';
    const path = (tourId: string) => `/api/tours/${tourId}/delete-file?fileId=${file.id}`;
    expect((await t.del(path(tour.id), undefined, { token: crew.token })).status).toBe(403);
    expect((await t.del(path(other.id), undefined, { token: owner.token })).status).toBe(404);
    must(await t.del(path(tour.id), undefined, { token: owner.token }));
    expect(await rowOf(file.id)).toMatchObject({ deletedAt: expect.any(Date) });
    expect(await t.deps.storage.exists(storageKey)).toBe(false);
  });
});
