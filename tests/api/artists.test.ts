import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Artist } from '#contract/artists';
import { MESSAGES } from '#contract/messages';
import { workspaces } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  createArtist,
  createTour,
  type ErrorBody,
  joinTour,
  must,
  type Session,
} from '../support/tour-factories';

const t = await setupTestApp();

const list = async (token: string, query: { artistId?: string; archived?: 'true' | 'false' } = {}) =>
  must(await t.call('GET /artists', { query, token })).data;
const get = (token: string, id: string) => t.call('GET /artists/{id}', { params: { id }, token });

async function workspaceOf(session: Session) {
  const [row] = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, session.user.id));
  if (!row) throw new Error('no workspace');
  return row.id;
}

describe('POST /api/artists', () => {
  it('creates the artist in the caller’s own workspace, not archived', async () => {
    const owner = await signedInUser(t);
    const response = await t.call('POST /artists', {
      body: { name: '  Lumen  ', logoUrl: 'https://cdn.example.com/lumen.png' },
      token: owner.token,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      workspaceId: await workspaceOf(owner),
      name: 'Lumen',
      logoUrl: 'https://cdn.example.com/lumen.png',
      archived: false,
      createdAt: t.clock.now().toISOString(),
      canManage: true,
    });
    expect((await get(owner.token, response.body.data.id)).body.data).toEqual(response.body.data);
  });

  it.each([
    ['no name', {}, { name: MESSAGES.required }],
    ['a blank name', { name: '   ' }, { name: MESSAGES.cannotBeEmpty }],
    ['a logo that is not a URL', { name: 'A', logoUrl: 'logo.png' }, { logoUrl: 'Enter a valid URL' }],
    ['an id that is not a UUID', { id: 'abc', name: 'A' }, { id: 'Must be a valid id' }],
  ])('answers 400 for %s and stores nothing', async (_label, body, fields) => {
    const owner = await signedInUser(t);
    const response = await t.post<ErrorBody>('/api/artists', body, { token: owner.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual(fields);
    expect(await list(owner.token)).toEqual([]);
  });

  it('answers 404 for another user’s workspace and creates nothing there', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const workspaceId = await workspaceOf(owner);
    const response = await t.post<ErrorBody>(
      '/api/artists',
      { workspaceId, name: 'Intruders' },
      { token: stranger.token },
    );
    expect(response.status).toBe(404);
    expect(await list(owner.token)).toEqual([]);
    expect(await list(stranger.token)).toEqual([]);
  });

  it('replays an Idempotency-Key: the same answer, one artist', async () => {
    const owner = await signedInUser(t);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await t.call('POST /artists', { body: { name: 'Once' }, token: owner.token, headers });
    const again = await t.call('POST /artists', { body: { name: 'Once' }, token: owner.token, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await list(owner.token)).toHaveLength(1);
    const other = await t.post<ErrorBody>('/api/artists', { name: 'Twice' }, { token: owner.token, headers });
    expect(other.status).toBe(422);
    expect(await list(owner.token)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.post('/api/artists', { name: 'Nobody' })).status).toBe(401);
  });
});

describe('GET /api/artists', () => {
  it('lists the caller’s artists, filtered by artistId and archived state', async () => {
    const owner = await signedInUser(t);
    const active = await createArtist(t, owner.token, 'Active');
    const old = await createArtist(t, owner.token, 'Old');
    must(await t.patch(`/api/artists/${old.id}/archive`, {}, { token: owner.token }));
    const ids = (artists: Artist[]) => artists.map((a) => a.id).sort();

    expect(ids(await list(owner.token))).toEqual([active.id, old.id].sort());
    expect(ids(await list(owner.token, { artistId: active.id }))).toEqual([active.id]);
    expect(ids(await list(owner.token, { archived: 'true' }))).toEqual([old.id]);
    expect(ids(await list(owner.token, { archived: 'false' }))).toEqual([active.id]);
  });

  it('answers 400 for bad filters', async () => {
    const owner = await signedInUser(t);
    const response = await t.get<ErrorBody>('/api/artists?archived=maybe&artistId=x', { token: owner.token });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      artistId: 'Must be a valid id',
      archived: 'Must be true or false',
    });
  });
});

describe('PATCH, archive and DELETE /api/artists/{id}', () => {
  it('renames and changes the logo; GET answers the new values', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token, 'Before');
    const response = await t.call('PATCH /artists/{id}', {
      params: { id: artist.id },
      body: { name: 'After', logoUrl: null },
      token: owner.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...artist, name: 'After' });
    expect((await get(owner.token, artist.id)).body.data.name).toBe('After');
  });

  it('answers 400 for a blank name and keeps the old one', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token, 'Kept');
    const response = await t.patch<ErrorBody>(
      `/api/artists/${artist.id}`,
      { name: '' },
      { token: owner.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ name: MESSAGES.cannotBeEmpty });
    expect((await get(owner.token, artist.id)).body.data).toEqual(artist);
  });

  it('archives and restores', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const archive = (archived?: boolean) =>
      t.call('PATCH /artists/{id}/archive', {
        params: { id: artist.id },
        body: { archived },
        token: owner.token,
      });
    const archived = await archive();
    expect(archived.body.data.archived).toBe(true);
    expect((await get(owner.token, artist.id)).body.data.archived).toBe(true);
    const restored = await archive(false);
    expect(restored.body.data.archived).toBe(false);
    const bad = await t.patch<ErrorBody>(
      `/api/artists/${artist.id}/archive`,
      { archived: 'yes' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ archived: 'Must be true or false' });
    expect((await get(owner.token, artist.id)).body.data.archived).toBe(false);
  });

  it('deletes the artist with its tours', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const tour = await createTour(t, owner.token, { artistId: artist.id });
    const response = await t.call('DELETE /artists/{id}', { params: { id: artist.id }, token: owner.token });
    expect(response.body).toEqual({ data: { ok: true } });
    expect((await get(owner.token, artist.id)).status).toBe(404);
    expect((await t.get(`/api/tours/${tour.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('who may see and change an artist', () => {
  it('crew on a tour of the artist read it but get 403 on every change', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token, 'Headliner');
    const tour = await createTour(t, owner.token, { artistId: artist.id });
    const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');

    // They see the artist, and are told they cannot change it (so the screens hide the controls).
    expect((await get(crew.token, artist.id)).body.data).toEqual({ ...artist, canManage: false });
    expect((await list(crew.token)).map((a) => a.id)).toEqual([artist.id]);
    const attempts = [
      await t.patch<ErrorBody>(`/api/artists/${artist.id}`, { name: 'Mine' }, { token: crew.token }),
      await t.patch<ErrorBody>(`/api/artists/${artist.id}/archive`, {}, { token: crew.token }),
      await t.del<ErrorBody>(`/api/artists/${artist.id}`, undefined, { token: crew.token }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.error.code).toBe('forbidden');
    }
    expect((await get(owner.token, artist.id)).body.data).toEqual(artist);
  });

  it('a stranger gets 404 for the artist and does not list it', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const artist = await createArtist(t, owner.token, 'Private');
    const read = await t.get<ErrorBody>(`/api/artists/${artist.id}`, { token: stranger.token });
    expect(read.status).toBe(404);
    expect(read.body.error).toEqual({
      code: 'not_found',
      message: MESSAGES.notFound,
    });
    expect(await list(stranger.token, { artistId: artist.id })).toEqual([]);
    const rename = await t.patch(`/api/artists/${artist.id}`, { name: 'Stolen' }, { token: stranger.token });
    expect(rename.status).toBe(404);
    expect((await get(owner.token, artist.id)).body.data).toEqual(artist);
  });
});
