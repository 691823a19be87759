/**
 * GET /admin/users and GET /admin/users/{id}: filters by role × subscription status (the newest
 * subscription row counts; none = NONE), search, paging, and one user's facts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '#contract/admin-overviews';
import type { AdminSubscriptionFilter } from '#contract/admin-users';
import type { SubscriptionStatus } from '#contract/subscriptions';
import { subscriptions, users } from '../../server/db/schema/index';
import { signedInAdmin } from '../support/admin-data-factories';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { createTour, must } from '../support/tour-factories';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const admin = await signedInAdmin(t);
const list = (query: Record<string, string>, token = admin.token) =>
  t.call('GET /admin/users', { query, token });

/** Subscription rows as the billing provider would leave them, oldest first. */
async function subscribe(userId: string, statuses: SubscriptionStatus[]) {
  for (const [i, status] of statuses.entries()) {
    await t.db.insert(subscriptions).values({
      userId,
      provider: 'test',
      priceId: 'price_test_monthly',
      status,
      currentPeriodEnd: new Date(Date.UTC(2027, 0, 1 + i)),
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
}

/** Four people whose first names share `tag` (so each search sees only them). */
async function cast(tag: string) {
  const active = await signedInUser(t, { firstName: `${tag}Active` });
  const none = await signedInUser(t, { firstName: `${tag}None` });
  const adminCanceled = await signedInUser(t, { firstName: `${tag}Boss` });
  const pastDue = await signedInUser(t, { firstName: `${tag}Late` });
  await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, adminCanceled.user.id));
  await subscribe(active.user.id, ['ACTIVE']);
  // Once active, canceled since: the newest row is what counts.
  await subscribe(adminCanceled.user.id, ['ACTIVE', 'CANCELED']);
  await subscribe(pastDue.user.id, ['INCOMPLETE', 'PAST_DUE']);
  return { active, none, adminCanceled, pastDue };
}

const emailsOf = async (query: Record<string, string>) =>
  must(await list(query))
    .data.items.map((u) => u.email)
    .sort();

describe('GET /admin/users', () => {
  it('filters by role and by subscription status, each alone and both together', async () => {
    const c = await cast('Filt');
    const search = 'Filt';
    const all = [c.active, c.none, c.adminCanceled, c.pastDue].map((p) => p.email).sort();
    expect(await emailsOf({ search })).toEqual(all);
    expect(await emailsOf({ search, role: 'ADMIN' })).toEqual([c.adminCanceled.email]);
    expect(await emailsOf({ search, role: 'USER' })).toEqual(
      [c.active.email, c.none.email, c.pastDue.email].sort(),
    );
    const byStatus: [AdminSubscriptionFilter, string[]][] = [
      ['ACTIVE', [c.active.email]],
      ['NONE', [c.none.email]],
      ['CANCELED', [c.adminCanceled.email]],
      ['PAST_DUE', [c.pastDue.email]],
      ['INCOMPLETE', []],
      ['PAUSED', []],
    ];
    for (const [subscription, expected] of byStatus) {
      expect(await emailsOf({ search, subscription })).toEqual(expected);
    }
    expect(await emailsOf({ search, role: 'ADMIN', subscription: 'CANCELED' })).toEqual([
      c.adminCanceled.email,
    ]);
    expect(await emailsOf({ search, role: 'USER', subscription: 'CANCELED' })).toEqual([]);
  });

  it('shows each user’s current subscription status and its active-till', async () => {
    const c = await cast('Show');
    const { items } = must(await list({ search: 'Show' })).data;
    const row = (email: string) => items.find((u) => u.email === email);
    expect(row(c.adminCanceled.email)).toMatchObject({
      role: 'ADMIN',
      subscriptionStatus: 'CANCELED',
      activeTill: '2027-01-02T00:00:00.000Z',
    });
    expect(row(c.none.email)).toMatchObject({ role: 'USER', subscriptionStatus: 'NONE', activeTill: null });
  });

  it('searches by e-mail, by name and by the whole name; pattern characters are literal', async () => {
    const c = await cast('Srch');
    expect(await emailsOf({ search: c.none.email.toUpperCase() })).toEqual([c.none.email]);
    expect(await emailsOf({ search: 'srchlate road' })).toEqual([c.pastDue.email]);
    expect(await emailsOf({ search: 'Srch%' })).toEqual([]);
  });

  it('pages with a total of every match, newest first', async () => {
    const now = Date.UTC(2026, 5, 1);
    const rows = Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, i) => ({
      email: `pager-${i}-${crypto.randomUUID()}@example.com`,
      firstName: 'Pager',
      lastName: String(i).padStart(2, '0'),
      createdAt: new Date(now + i * 1000),
    }));
    await t.db.insert(users).values(rows);
    const first = must(await list({ search: 'Pager' })).data;
    const second = must(await list({ search: 'Pager', page: '2' })).data;
    expect(first).toMatchObject({ total: ADMIN_PAGE_SIZE + 2, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.items[0]?.lastName).toBe(String(ADMIN_PAGE_SIZE + 1));
    expect(second.items.map((u) => u.lastName)).toEqual(['01', '00']);
  });

  it('leaves removed accounts out', async () => {
    const gone = await signedInUser(t, { firstName: 'Gonezo' });
    must(await t.call('DELETE /auth/delete-account', { token: gone.token }));
    expect(await emailsOf({ search: 'Gonezo' })).toEqual([]);
    expect(must(await list({ search: 'Gonezo' })).data.total).toBe(0);
  });

  it('refuses an unknown role or status with field messages', async () => {
    const response = await t.get<ErrorBody>('/api/admin/users?role=BOSS&subscription=GOLD&page=0', {
      token: admin.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      role: 'Choose USER or ADMIN',
      subscription: 'Choose a subscription status',
      page: 'Must be at least 1',
    });
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows role, created, subscription and what the user owns', async () => {
    const person = await signedInUser(t, { firstName: 'Viewed' });
    await subscribe(person.user.id, ['ACTIVE']);
    await createTour(t, person.token);
    const response = must(
      await t.call('GET /admin/users/{id}', { params: { id: person.user.id }, token: admin.token }),
    );
    expect(response.data).toEqual({
      id: person.user.id,
      email: person.email,
      firstName: 'Viewed',
      lastName: 'Road',
      role: 'USER',
      createdAt: person.user.createdAt,
      subscriptionStatus: 'ACTIVE',
      activeTill: '2027-01-01T00:00:00.000Z',
      emailConfirmed: true,
      onboardingCompleted: false,
      workspacesOwned: 1,
      toursOwned: 1,
      toursJoined: 1,
    });
  });

  it('answers 404 for an unknown or removed account, 400 for a malformed id', async () => {
    const unknown = await t.get<ErrorBody>(`/api/admin/users/${crypto.randomUUID()}`, { token: admin.token });
    expect(unknown.status).toBe(404);
    const gone = await signedInUser(t);
    must(await t.call('DELETE /auth/delete-account', { token: gone.token }));
    expect((await t.get(`/api/admin/users/${gone.user.id}`, { token: admin.token })).status).toBe(404);
    const malformed = await t.get<ErrorBody>('/api/admin/users/nope', { token: admin.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id: 'Must be a valid id' });
  });
});
