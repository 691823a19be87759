/**
 * The admin's reads of users: every active account with its current subscription (the newest
 * subscription row; none = NONE), filtered by role, subscription state and a search, paged.
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserDetail, AdminUsersQuery } from '#contract/admin-users';
import type { Queryable } from '../../db/client';
import { subscriptions, tourPersonnel, tours, users, workspaces } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern, matchesSearch, pageOf, pageWindow, totalCount } from './admin-search';

/** One row per user: their newest subscription (a later row replaces an earlier one). */
function currentSubscriptions(q: Queryable) {
  return q
    .selectDistinctOn([subscriptions.userId], {
      userId: subscriptions.userId,
      status: subscriptions.status,
      activeTill: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.updatedAt))
    .as('current_subscription');
}

type Current = ReturnType<typeof currentSubscriptions>;

const columnsOf = (current: Current) => ({
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
  emailConfirmedAt: users.emailConfirmedAt,
  onboardingCompleted: users.onboardingCompleted,
  subscriptionStatus: current.status,
  activeTill: current.activeTill,
});

type Row = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AdminUser['role'];
  createdAt: Date;
  subscriptionStatus: AdminUser['subscriptionStatus'] | null;
  activeTill: Date | null;
};

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    subscriptionStatus: row.subscriptionStatus ?? 'NONE',
    activeTill: row.activeTill?.toISOString() ?? null,
  };
}

/** By e-mail, first or last name, or the whole name as shown ("Jo Road"). */
function searchCondition(search: string): SQL | undefined {
  const byColumn = matchesSearch(search, [users.email, users.firstName, users.lastName]);
  if (!byColumn) return undefined;
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  return or(byColumn, ilike(fullName, containsPattern(search.trim())));
}

function subscriptionCondition(current: Current, filter: AdminUsersQuery['subscription']) {
  if (filter === undefined) return undefined;
  return filter === 'NONE' ? isNull(current.status) : eq(current.status, filter);
}

/** Active accounts, newest first. */
export async function listAdminUsers(q: Queryable, query: AdminUsersQuery) {
  const current = currentSubscriptions(q);
  const { limit, offset } = pageWindow(query.page);
  const rows = await q
    .select({ ...columnsOf(current), total: totalCount() })
    .from(users)
    .leftJoin(current, eq(current.userId, users.id))
    .where(
      and(
        isNull(users.deletedAt),
        query.role ? eq(users.role, query.role) : undefined,
        subscriptionCondition(current, query.subscription),
        searchCondition(query.search),
      ),
    )
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit)
    .offset(offset);
  const page = pageOf(rows, query.page);
  return { ...page, items: page.items.map(toAdminUser) };
}

/** The `n` of a one-row count query. */
async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** One active account: the list's facts, plus what they own and where they work. */
export async function getAdminUser(q: Queryable, id: string): Promise<AdminUserDetail> {
  const current = currentSubscriptions(q);
  const [row] = await q
    .select(columnsOf(current))
    .from(users)
    .leftJoin(current, eq(current.userId, users.id))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound();
  const workspacesOwned = await countOf(
    q.select({ n: count() }).from(workspaces).where(eq(workspaces.ownerId, id)),
  );
  const toursOwned = await countOf(
    q
      .select({ n: count() })
      .from(tours)
      .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
      .where(eq(workspaces.ownerId, id)),
  );
  const toursJoined = await countOf(
    q
      .select({ n: count() })
      .from(tourPersonnel)
      .where(
        and(
          eq(tourPersonnel.userId, id),
          eq(tourPersonnel.status, 'ACTIVE'),
          isNull(tourPersonnel.deletedAt),
        ),
      ),
  );
  return {
    ...toAdminUser(row),
    emailConfirmed: row.emailConfirmedAt !== null,
    onboardingCompleted: row.onboardingCompleted,
    workspacesOwned,
    toursOwned,
    toursJoined,
  };
}
