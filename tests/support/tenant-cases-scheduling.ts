/**
 * Tenant cases for event templates (artist-owned), applying them to days, and personal events
 * (user-owned). Each setup builds the owner's resource through the API; each check reads the
 * database, so a stranger's call that slipped through would show.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  events,
  eventTemplateCategories,
  eventTemplates,
  personalEvents,
  tours,
} from '../../server/db/schema/index';
import type { BodyOf } from './api-client';
import type { Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createArtist, createTour, daysOf, firstOf, must, tagDay } from './tour-factories';

const CATEGORY = 'Show days';
const TEMPLATE = {
  name: 'Show day',
  items: [{ type: 'SHOW', title: 'Show', startTime: '20:00', endTime: '22:00' }],
} satisfies BodyOf<'POST /artists/{id}/event-templates'>;

async function templateFor(t: TestApp, owner: MatrixUser, artistId: string) {
  const auth = { token: owner.token };
  const category = must(
    await t.call('POST /artists/{id}/event-template-categories', {
      params: { id: artistId },
      body: { name: CATEGORY },
      ...auth,
    }),
    201,
  ).data;
  const template = must(
    await t.call('POST /artists/{id}/event-templates', {
      params: { id: artistId },
      body: { ...TEMPLATE, categoryId: category.id },
      ...auth,
    }),
    201,
  ).data;
  return { categoryId: category.id, templateId: template.id };
}

async function artistWithTemplate(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const artist = await createArtist(t, owner.token);
  const target = await createArtist(t, owner.token, 'Second act');
  return { id: artist.id, targetArtistId: target.id, ...(await templateFor(t, owner, artist.id)) };
}

/** The artist still has exactly the category and template setup made; the copy target has none. */
async function templatesUnchanged(t: TestApp, ids: Ids) {
  const categories = await t.db
    .select({ id: eventTemplateCategories.id, name: eventTemplateCategories.name })
    .from(eventTemplateCategories)
    .where(eq(eventTemplateCategories.artistId, ids.id ?? ''));
  expect(categories).toEqual([{ id: ids.categoryId, name: CATEGORY }]);
  const templates = await t.db
    .select({ id: eventTemplates.id, name: eventTemplates.name, categoryId: eventTemplates.categoryId })
    .from(eventTemplates)
    .where(eq(eventTemplates.artistId, ids.id ?? ''));
  expect(templates).toEqual([{ id: ids.templateId, name: TEMPLATE.name, categoryId: ids.categoryId }]);
  const copies = await t.db
    .select({ id: eventTemplates.id })
    .from(eventTemplates)
    .where(eq(eventTemplates.artistId, ids.targetArtistId ?? ''));
  expect(copies).toEqual([]);
}

const templateCase = (
  name: string,
  method: TenantCase['method'],
  route: string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({
  name,
  method,
  route,
  path: (ids) =>
    `/api${route
      .replace('{id}', ids.id ?? '')
      .replace('{categoryId}', ids.categoryId ?? '')
      .replace('{templateId}', ids.templateId ?? '')}`,
  body,
  setup: artistWithTemplate,
  verifyUnchanged: templatesUnchanged,
});

async function taggedDayWithTemplate(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const day = firstOf(await daysOf(t, owner.token, tour.id));
  await tagDay(t, owner.token, day.id);
  const { templateId } = await templateFor(t, owner, tour.artistId);
  const [row] = await t.db.select({ version: tours.version }).from(tours).where(eq(tours.id, tour.id));
  return { id: day.id, tourId: tour.id, templateId, version: String(row?.version) };
}

async function dayUnchanged(t: TestApp, ids: Ids) {
  const rows = await t.db
    .select()
    .from(events)
    .where(eq(events.tourDayId, ids.id ?? ''));
  expect(rows).toEqual([]);
  const [tour] = await t.db
    .select({ version: tours.version })
    .from(tours)
    .where(eq(tours.id, ids.tourId ?? ''));
  expect(String(tour?.version)).toBe(ids.version);
}

const applyCase = (mode: 'with-template' | 'override-with-template'): TenantCase => ({
  name: `apply another workspace's template to its day (${mode})`,
  method: 'POST',
  route: `/v2/events/{id}/${mode}`,
  path: (ids) => `/api/v2/events/${ids.id}/${mode}`,
  body: (ids) => ({ templateId: ids.templateId }),
  setup: taggedDayWithTemplate,
  verifyUnchanged: dayUnchanged,
});

async function ownPersonalEvent(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const body = {
    title: 'Dentist',
    startAt: '2027-05-01T08:00:00.000Z',
    endAt: '2027-05-01T09:00:00.000Z',
    timeZone: 'Europe/Berlin',
  };
  const created = must(await t.call('POST /personal-events', { body, token: owner.token }), 201);
  return { id: created.data.id, userId: owner.user.id };
}

async function personalUnchanged(t: TestApp, ids: Ids) {
  const rows = await t.db
    .select({ id: personalEvents.id, title: personalEvents.title, userId: personalEvents.userId })
    .from(personalEvents)
    .where(eq(personalEvents.id, ids.id ?? ''))
    .orderBy(asc(personalEvents.id));
  expect(rows).toEqual([{ id: ids.id, title: 'Dentist', userId: ids.userId }]);
}

const personalCase = (method: TenantCase['method'], body?: Record<string, unknown>): TenantCase => ({
  name: `another user's personal event (${method})`,
  method,
  route: '/personal-events/{id}',
  path: (ids) => `/api/personal-events/${ids.id}`,
  body: body ? () => body : undefined,
  setup: ownPersonalEvent,
  verifyUnchanged: personalUnchanged,
});

const categories = '/artists/{id}/event-template-categories';
const templates = '/artists/{id}/event-templates';

export const SCHEDULING_CASES: TenantCase[] = [
  templateCase("add a category to another workspace's artist", 'POST', categories, () => ({ name: 'Promo' })),
  templateCase("list another workspace's template categories", 'GET', categories),
  templateCase("rename another workspace's category", 'PATCH', `${categories}/{categoryId}`, () => ({
    name: 'Renamed',
  })),
  templateCase("delete another workspace's category", 'DELETE', `${categories}/{categoryId}`),
  templateCase("add a template to another workspace's artist", 'POST', templates, () => TEMPLATE),
  templateCase("list another workspace's templates", 'GET', templates),
  templateCase("change another workspace's template", 'PATCH', `${templates}/{templateId}`, () => ({
    name: 'Renamed',
  })),
  templateCase("delete another workspace's template", 'DELETE', `${templates}/{templateId}`),
  templateCase(
    "copy another workspace's template to its other artist",
    'POST',
    `${templates}/{templateId}/copy-to-artist`,
    (ids) => ({ artistId: ids.targetArtistId }),
  ),
  applyCase('with-template'),
  applyCase('override-with-template'),
  personalCase('GET'),
  personalCase('PATCH', { title: 'Changed' }),
  personalCase('DELETE'),
];
