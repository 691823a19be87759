import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { eventTemplateCategories, eventTemplates } from '../../server/db/schema/index';
import type { BodyOf } from '../support/api-client';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  acceptInvitation,
  addPersonnel,
  createArtist,
  createTour,
  type ErrorBody,
  joinTour,
  must,
} from '../support/tour-factories';

const t = await setupTestApp();

const SHOW_DAY = {
  name: 'Show day',
  items: [
    { type: 'LOAD_IN', title: 'Load-in', startTime: '14:00', endTime: '16:00', location: 'Dock 2' },
    { type: 'SHOW', title: 'Show', startTime: '20:00', endTime: '22:30', visibility: 'EVERYONE' },
  ],
} satisfies BodyOf<'POST /artists/{id}/event-templates'>;

const categoriesPath = (artistId: string) => `/api/artists/${artistId}/event-template-categories`;
const templatesPath = (artistId: string) => `/api/artists/${artistId}/event-templates`;

async function ownerWithArtist() {
  const owner = await signedInUser(t, { firstName: 'Olive' });
  const artist = await createArtist(t, owner.token);
  return { owner, artist, auth: { token: owner.token } };
}

const addCategory = async (token: string, artistId: string, name: string) =>
  must(
    await t.call('POST /artists/{id}/event-template-categories', {
      params: { id: artistId },
      body: { name },
      token,
    }),
    201,
  ).data;
const addTemplate = async (
  token: string,
  artistId: string,
  body: BodyOf<'POST /artists/{id}/event-templates'> = SHOW_DAY,
) =>
  must(await t.call('POST /artists/{id}/event-templates', { params: { id: artistId }, body, token }), 201)
    .data;
const listCategories = (artistId: string, token: string) =>
  t.call('GET /artists/{id}/event-template-categories', { params: { id: artistId }, token });
const listTemplates = (artistId: string, token: string, categoryId?: string) =>
  t.call('GET /artists/{id}/event-templates', { params: { id: artistId }, query: { categoryId }, token });
const copyTemplate = (artistId: string, templateId: string, body: { artistId: string }, token: string) =>
  t.call('POST /artists/{id}/event-templates/{templateId}/copy-to-artist', {
    params: { id: artistId, templateId },
    body,
    token,
  });
const rowsOf = (artistId: string) =>
  t.db.select().from(eventTemplates).where(eq(eventTemplates.artistId, artistId));

describe('event template categories', () => {
  it('creates, lists by name, renames and deletes; templates of a deleted category stay uncategorised', async () => {
    const { artist, auth } = await ownerWithArtist();
    const shows = await addCategory(auth.token, artist.id, 'Show days');
    const promo = await addCategory(auth.token, artist.id, 'Promo');
    expect(shows).toMatchObject({ artistId: artist.id, name: 'Show days' });
    const listed = must(await listCategories(artist.id, auth.token)).data;
    expect(listed.map((c) => c.name)).toEqual(['Promo', 'Show days']);

    const renamed = await t.call('PATCH /artists/{id}/event-template-categories/{categoryId}', {
      params: { id: artist.id, categoryId: promo.id },
      body: { name: 'Press' },
      ...auth,
    });
    expect(renamed.body.data).toMatchObject({ id: promo.id, name: 'Press' });

    const template = await addTemplate(auth.token, artist.id, { ...SHOW_DAY, categoryId: shows.id });
    must(await t.del(`${categoriesPath(artist.id)}/${shows.id}`, undefined, auth));
    expect((await rowsOf(artist.id)).map((row) => [row.id, row.categoryId])).toEqual([[template.id, null]]);
  });

  it('answers 400 for a blank or missing name and 409 for a name taken (any case)', async () => {
    const { artist, auth } = await ownerWithArtist();
    const blank = await t.post<ErrorBody>(categoriesPath(artist.id), { name: '  ' }, auth);
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: MESSAGES.cannotBeEmpty });
    const missing = await t.post<ErrorBody>(categoriesPath(artist.id), {}, auth);
    expect(missing.body.error.fields).toEqual({ name: MESSAGES.required });
    expect(
      await t.db
        .select()
        .from(eventTemplateCategories)
        .where(eq(eventTemplateCategories.artistId, artist.id)),
    ).toEqual([]);
  });
});

describe('event templates', () => {
  it('creates with items, lists (also by category), changes and deletes', async () => {
    const { artist, auth } = await ownerWithArtist();
    const category = await addCategory(auth.token, artist.id, 'Show days');
    const created = await addTemplate(auth.token, artist.id, { ...SHOW_DAY, categoryId: category.id });
    expect(created).toMatchObject({ artistId: artist.id, categoryId: category.id, name: 'Show day' });
    expect(created.items).toEqual([
      { ...SHOW_DAY.items[0], description: null, visibility: 'EVERYONE' },
      { ...SHOW_DAY.items[1], location: null, description: null },
    ]);
    const other = await addTemplate(auth.token, artist.id, { ...SHOW_DAY, name: 'Another day' });
    const all = must(await listTemplates(artist.id, auth.token)).data;
    expect(all.map((x) => x.id)).toEqual([other.id, created.id]);
    const inCategory = await listTemplates(artist.id, auth.token, category.id);
    expect(inCategory.body.data.map((x) => x.id)).toEqual([created.id]);

    const items = [{ type: 'TRAVEL' as const, title: 'Bus call', startTime: '23:30', endTime: '01:00' }];
    const changed = await t.call('PATCH /artists/{id}/event-templates/{templateId}', {
      params: { id: artist.id, templateId: created.id },
      body: { name: 'Travel day', categoryId: null, items },
      ...auth,
    });
    expect(changed.body.data).toMatchObject({
      name: 'Travel day',
      categoryId: null,
      items: [{ title: 'Bus call' }],
    });
    must(await t.del(`${templatesPath(artist.id)}/${created.id}`, undefined, auth));
    expect((await rowsOf(artist.id)).map((row) => row.id)).toEqual([other.id]);
  });

  it('answers 400 per field, 404 for another artist’s category, and stores nothing', async () => {
    const { owner, artist, auth } = await ownerWithArtist();
    const bad = await t.post<ErrorBody>(
      templatesPath(artist.id),
      { name: '', items: [{ type: 'NAP', title: 'Nap', startTime: '25:00', endTime: '7pm' }] },
      auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: MESSAGES.cannotBeEmpty,
      'items.0.type': 'Choose an event type',
      'items.0.startTime': 'Use a 24-hour time like 19:30',
      'items.0.endTime': 'Use a 24-hour time like 19:30',
    });
    const empty = await t.post<ErrorBody>(templatesPath(artist.id), { name: 'Empty', items: [] }, auth);
    expect(empty.body.error.fields).toEqual({ items: 'Add at least one event to the template' });
    const foreign = await addCategory(owner.token, (await createArtist(t, owner.token, 'B')).id, 'Show days');
    const path = templatesPath(artist.id);
    expect((await t.post(path, { ...SHOW_DAY, categoryId: foreign.id }, auth)).status).toBe(404);
    expect(await rowsOf(artist.id)).toEqual([]);
  });

  it('lets tour members read templates but only the workspace owner change them (403)', async () => {
    const { owner, artist, auth } = await ownerWithArtist();
    const template = await addTemplate(owner.token, artist.id);
    const tour = await createTour(t, owner.token, { artistId: artist.id });
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const asMember = { token: manager.token };
    expect(must(await listTemplates(artist.id, asMember.token)).data).toHaveLength(1);
    const attempts = [
      await t.post<ErrorBody>(templatesPath(artist.id), SHOW_DAY, asMember),
      await t.patch<ErrorBody>(`${templatesPath(artist.id)}/${template.id}`, { name: 'Mine' }, asMember),
      await t.del<ErrorBody>(`${templatesPath(artist.id)}/${template.id}`, undefined, asMember),
      await t.post<ErrorBody>(categoriesPath(artist.id), { name: 'Mine' }, asMember),
    ];
    expect(attempts.map((a) => [a.status, a.body.error.code])).toEqual(Array(4).fill([403, 'forbidden']));
    expect((await rowsOf(artist.id)).map((row) => row.name)).toEqual(['Show day']);
    expect(must(await listTemplates(artist.id, auth.token)).data).toHaveLength(1);
  });
});

describe('POST …/event-templates/{templateId}/copy-to-artist', () => {
  it('copies the template to another artist the user manages, matching its category by name', async () => {
    const { owner, artist, auth } = await ownerWithArtist();
    const target = await createArtist(t, owner.token, 'Second act');
    const existing = await addCategory(owner.token, target.id, 'SHOW DAYS');
    const category = await addCategory(owner.token, artist.id, 'Show days');
    const template = await addTemplate(owner.token, artist.id, { ...SHOW_DAY, categoryId: category.id });
    const copy = await copyTemplate(artist.id, template.id, { artistId: target.id }, auth.token);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ artistId: target.id, categoryId: existing.id, name: 'Show day' });
    expect(copy.body.data.items).toEqual(template.items);
    expect(copy.body.data.id).not.toBe(template.id);

    // Without a matching category there, one is made with the same name.
    const third = await createArtist(t, owner.token, 'Third act');
    const again = await copyTemplate(artist.id, template.id, { artistId: third.id }, auth.token);
    const made = must(await listCategories(third.id, auth.token)).data;
    expect(made).toEqual([expect.objectContaining({ id: again.body.data.categoryId, name: 'Show days' })]);
  });

  it('refuses a target the user does not manage (404 for another workspace, 403 as a tour member)', async () => {
    const { owner, artist, auth } = await ownerWithArtist();
    const template = await addTemplate(owner.token, artist.id);
    const stranger = await signedInUser(t);
    const strangers = await createArtist(t, stranger.token, 'Stranger act');
    const path = `${templatesPath(artist.id)}/${template.id}/copy-to-artist`;
    expect((await t.post(path, { artistId: strangers.id }, auth)).status).toBe(404);
    // On the stranger's tour the owner sees that artist, but only its workspace owner manages it.
    const tour = await createTour(t, stranger.token, { artistId: strangers.id });
    await addPersonnel(t, stranger.token, tour.id, owner.email, 'TOUR_MANAGER');
    await acceptInvitation(t, owner.token, tour.id);
    const forbidden = await t.post<ErrorBody>(path, { artistId: strangers.id }, auth);
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'forbidden']);
    expect((await t.post<ErrorBody>(path, { artistId: 'nope' }, auth)).body.error.fields).toEqual({
      artistId: 'Must be a valid id',
    });
    expect(await rowsOf(strangers.id)).toEqual([]);
  });
});
