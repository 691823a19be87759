import { desc, eq, sql } from 'drizzle-orm';
import type { AdminListQuery, UpdateAdminWorkspace } from '#contract/admin-overviews';
import type { Queryable } from '../../db/client';
import { users, workspaceMembers, workspaces, workspaceTeams } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type AdminActor, recordAdminAction } from './admin-audit';
import { matchesSearch, pageOf, pageWindow, totalCount } from './admin-search';

const memberCount = sql<number>`(select count(*) from ${workspaceMembers} where ${workspaceMembers.workspaceId} = ${workspaces.id})`;
const teamCount = sql<number>`(select count(*) from ${workspaceTeams} where ${workspaceTeams.workspaceId} = ${workspaces.id})`;

const columns = {
  id: workspaces.id,
  name: workspaces.name,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  members: memberCount.mapWith(Number),
  teams: teamCount.mapWith(Number),
  createdAt: workspaces.createdAt,
};

type Row = { ownerFirstName: string; ownerLastName: string; createdAt: Date };
const toAdminWorkspace = <T extends Row>({ ownerFirstName, ownerLastName, createdAt, ...rest }: T) => ({
  ...rest,
  ownerName: `${ownerFirstName} ${ownerLastName}`.trim(),
  createdAt: createdAt.toISOString(),
});

/** Every workspace, newest first, searched by its name or its owner's name or e-mail. */
export async function listAdminWorkspaces(q: Queryable, query: AdminListQuery) {
  const { limit, offset } = pageWindow(query.page);
  const rows = await q
    .select({ ...columns, total: totalCount() })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(matchesSearch(query.search, [workspaces.name, users.email, users.firstName, users.lastName]))
    .orderBy(desc(workspaces.createdAt), workspaces.id)
    .limit(limit)
    .offset(offset);
  const page = pageOf(rows, query.page);
  return { ...page, items: page.items.map(toAdminWorkspace) };
}

async function readAdminWorkspace(q: Queryable, id: string) {
  const [row] = await q
    .select(columns)
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, id));
  if (!row) throw notFound();
  return toAdminWorkspace(row);
}

/** The admin's edit of a workspace (a rename), recorded with the old and the new name. */
export async function updateAdminWorkspace(
  tx: Queryable,
  actor: AdminActor,
  id: string,
  input: UpdateAdminWorkspace,
  now: Date,
) {
  const before = await readAdminWorkspace(tx, id);
  await tx.update(workspaces).set({ name: input.name }).where(eq(workspaces.id, id));
  await recordAdminAction(
    tx,
    actor,
    {
      action: 'workspace.rename',
      targetType: 'workspace',
      targetId: id,
      detail: { from: before.name, to: input.name },
    },
    now,
  );
  return { ...before, name: input.name };
}
