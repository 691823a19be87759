import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_OVERVIEW_MESSAGES, ADMIN_PAGE_SIZE } from '#contract/admin-overviews';
import { workspaces } from '../../server/db/schema/index';
import { adminRecordCount, lastAdminRecord, signedInAdmin } from '../support/admin-data-factories';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { createEvent, createTour, must, ownerWithTour, tagDay } from '../support/tour-factories';

const t = await setupTestApp();

async function ownWorkspaceId(userId: string) {
  const [row] = await t.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId));
  if (!row) throw new Error('no workspace');
  return row.id;
}

describe('admin overviews', () => {
  it('lists every workspace with its owner and counts, searched and paged', async () => {
    const admin = await signedInAdmin(t);
    const owner = await signedInUser(t, { firstName: 'Wilhelmina' });
    const search = { search: owner.email, page: '1' };
    const found = must(await t.call('GET /admin/workspaces', { query: search, token: admin.token })).data;
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(found.items).toEqual([
      expect.objectContaining({
        ownerEmail: owner.email,
        ownerName: 'Wilhelmina Road',
        members: 1,
        teams: 0,
      }),
    ]);
    const none = must(
      await t.call('GET /admin/workspaces', { query: { search: 'no-such-workspace-%' }, token: admin.token }),
    ).data;
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: ADMIN_PAGE_SIZE });
    const later = must(
      await t.call('GET /admin/workspaces', { query: { page: '999' }, token: admin.token }),
    ).data;
    expect(later.items).toEqual([]);
  });

  it('renames a workspace and records who did it; a blank name changes nothing', async () => {
    const admin = await signedInAdmin(t);
    const owner = await signedInUser(t);
    const id = await ownWorkspaceId(owner.user.id);
    const before = await adminRecordCount(t);
    const blank = await t.post(`/api/admin/workspaces/${id}`, { name: '  ' }, { token: admin.token });
    expect(blank.status).toBe(400);
    expect(await adminRecordCount(t)).toBe(before);
    const renamed = must(
      await t.call('POST /admin/workspaces/{id}', {
        params: { id },
        body: { name: 'Renamed Co' },
        token: admin.token,
      }),
    ).data;
    expect(renamed).toMatchObject({ id, name: 'Renamed Co', ownerEmail: owner.email });
    expect(await lastAdminRecord(t, id)).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      action: 'workspace.rename',
      targetType: 'workspace',
      detail: { to: 'Renamed Co' },
    });
    const missing = await t.post(
      '/api/admin/workspaces/00000000-0000-4000-8000-000000000000',
      { name: 'X' },
      { token: admin.token },
    );
    expect(missing.status).toBe(404);
  });

  it('refuses a user who is not an admin with 403', async () => {
    const user = await signedInUser(t);
    const id = await ownWorkspaceId(user.user.id);
    expect((await t.call('GET /admin/workspaces', { query: {}, token: user.token })).status).toBe(403);
    const rename = await t.post(`/api/admin/workspaces/${id}`, { name: 'Mine now' }, { token: user.token });
    expect(rename.status).toBe(403);
    expect((await t.call('GET /admin/tours', { query: {}, token: user.token })).status).toBe(403);
    expect((await t.call('GET /admin/events', { query: {}, token: user.token })).status).toBe(403);
  });

  it('lists tours with artist, owner, dates, personnel count and archived', async () => {
    const admin = await signedInAdmin(t);
    const { owner, tour } = await ownerWithTour(t, { name: 'Zephyr Overview Run' });
    const page = must(
      await t.call('GET /admin/tours', { query: { search: 'Zephyr Overview' }, token: admin.token }),
    ).data;
    expect(page.items).toEqual([
      {
        id: tour.id,
        name: 'Zephyr Overview Run',
        artistName: 'The Night Drives',
        workspaceName: expect.any(String),
        ownerEmail: owner.email,
        startDate: '2027-04-10',
        endDate: '2027-04-12',
        personnel: 1,
        archived: false,
      },
    ]);
  });

  it('queries events by tour, date range and type, and refuses a range that ends before it starts', async () => {
    const admin = await signedInAdmin(t);
    const { owner, tour, days } = await ownerWithTour(t);
    const [first, , third] = days;
    if (!first || !third) throw new Error('days missing');
    await tagDay(t, owner.token, first.id);
    await tagDay(t, owner.token, third.id);
    await createEvent(t, owner.token, first.id, { title: 'Day one show' });
    await createEvent(t, owner.token, third.id, {
      title: 'Day three glam',
      type: 'GLAM',
      startAt: '2027-04-12T10:00:00.000Z',
      endAt: '2027-04-12T11:00:00.000Z',
    });
    await createTour(t, owner.token, { name: 'Other' });
    const ofTour = must(
      await t.call('GET /admin/events', { query: { tourId: tour.id }, token: admin.token }),
    ).data;
    expect(ofTour.items.map((e) => e.title)).toEqual(['Day one show', 'Day three glam']);
    expect(ofTour.items[0]).toMatchObject({ tourName: tour.name, date: first.date, type: 'SHOW' });
    const ranged = must(
      await t.call('GET /admin/events', {
        query: { tourId: tour.id, from: third.date, to: third.date },
        token: admin.token,
      }),
    ).data;
    expect(ranged.items.map((e) => e.title)).toEqual(['Day three glam']);
    const typed = must(
      await t.call('GET /admin/events', { query: { tourId: tour.id, type: 'SHOW' }, token: admin.token }),
    ).data;
    expect(typed.items.map((e) => e.title)).toEqual(['Day one show']);
    const backwards = await t.get(`/api/admin/events?from=${third.date}&to=${first.date}`, {
      token: admin.token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { fields: { to: ADMIN_OVERVIEW_MESSAGES.eventRange } } });
    const badPage = await t.get('/api/admin/events?page=0', { token: admin.token });
    expect(badPage.status).toBe(400);
  });
});
