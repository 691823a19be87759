/**
 * Deal memos: issued by the team's owner or an admin from a member's wage on a tour, with every
 * value copied onto the memo (a later wage, tour or name change never rewrites an issued memo).
 * The job number is the issuer's text, or else the team's next memo number (1, 2, 3…).
 * Readers: owner and admins every memo of the team; a member their own; anyone else 404.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { DealMemo, IssueDealMemo } from '#contract/deal-memos';
import { formatMinor } from '#contract/money';
import type { Queryable } from '../../db/client';
import { dealMemos, teamMemberWages, tours, workspaceTeams } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { canManageTeam, requireMemberOf, requireTeam } from '../teams/team-access';
import { readMember } from '../teams/team-members.service';

type MemoRow = typeof dealMemos.$inferSelect;

const toMemo = (row: MemoRow, teamName: string): DealMemo => ({
  id: row.id,
  teamId: row.teamId,
  memberId: row.memberId,
  tourId: row.tourId,
  jobNumber: row.jobNumber,
  jobName: row.jobName,
  position: row.position,
  startDate: row.startDate,
  endDate: row.endDate,
  technician: row.technician,
  tourName: row.tourName,
  teamName,
  currency: row.currency,
  dailyWage: formatMinor(row.dailyWage),
  hourRate: formatMinor(row.hourRate),
  perDiem: formatMinor(row.perDiem),
  issuedAt: row.issuedAt.toISOString(),
});

/** The team and member, if the caller may read this member's memos (owner/admins, or their own). */
async function requireMemoReader(db: Queryable, actor: AuthUser, teamId: string, memberId: string) {
  const access = await requireTeam(db, actor, teamId);
  const member = await requireMemberOf(db, teamId, memberId);
  if (!canManageTeam(access.role) && member.userId !== actor.id) throw notFound('Member not found');
  return { ...access, member };
}

async function wageOf(db: Queryable, memberId: string, wageId: string) {
  const [row] = await db
    .select({ wage: teamMemberWages, tour: tours })
    .from(teamMemberWages)
    .innerJoin(tours, eq(tours.id, teamMemberWages.tourId))
    .where(and(eq(teamMemberWages.id, wageId), eq(teamMemberWages.memberId, memberId)));
  if (!row) throw notFound('Wage not found');
  return row;
}

/** The team's next memo number; the team row is locked so two issuers never take the same one. */
async function nextSequence(db: Queryable, teamId: string) {
  await db
    .select({ id: workspaceTeams.id })
    .from(workspaceTeams)
    .where(eq(workspaceTeams.id, teamId))
    .for('update');
  const [row] = await db
    .select({ last: max(dealMemos.sequence) })
    .from(dealMemos)
    .where(eq(dealMemos.teamId, teamId));
  return (row?.last ?? 0) + 1;
}

export async function issueDealMemo(
  db: Queryable,
  actor: AuthUser,
  ids: { id: string; memberId: string },
  input: IssueDealMemo,
  now: Date,
): Promise<DealMemo> {
  const { team } = await requireTeam(db, actor, ids.id, 'manage');
  await requireMemberOf(db, ids.id, ids.memberId);
  const { wage, tour } = await wageOf(db, ids.memberId, input.wageId);
  const member = await readMember(db, ids.memberId);
  const sequence = await nextSequence(db, team.id);
  const technician = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
  const [row] = await db
    .insert(dealMemos)
    .values({
      teamId: team.id,
      memberId: ids.memberId,
      wageId: wage.id,
      tourId: tour.id,
      sequence,
      jobNumber: input.jobNumber ?? String(sequence),
      jobName: input.jobName ?? tour.name,
      position: input.position ?? member.position ?? '',
      startDate: input.startDate ?? tour.startDate,
      endDate: input.endDate ?? tour.endDate,
      technician,
      tourName: tour.name,
      currency: team.currency,
      dailyWage: wage.dailyWage,
      hourRate: wage.hourRate,
      perDiem: wage.perDiem,
      issuedBy: actor.id,
      issuedAt: now,
    })
    .returning();
  if (!row) throw new Error('deal memo insert returned nothing');
  return toMemo(row, team.name);
}

export async function listDealMemos(
  db: Queryable,
  actor: AuthUser,
  ids: { id: string; memberId: string },
): Promise<DealMemo[]> {
  const { team } = await requireMemoReader(db, actor, ids.id, ids.memberId);
  const rows = await db
    .select()
    .from(dealMemos)
    .where(eq(dealMemos.memberId, ids.memberId))
    .orderBy(desc(dealMemos.issuedAt), desc(dealMemos.sequence));
  return rows.map((row) => toMemo(row, team.name));
}

export async function getDealMemo(
  db: Queryable,
  actor: AuthUser,
  ids: { id: string; memberId: string; memoId: string },
): Promise<DealMemo> {
  const { team } = await requireMemoReader(db, actor, ids.id, ids.memberId);
  const [row] = await db
    .select()
    .from(dealMemos)
    .where(and(eq(dealMemos.id, ids.memoId), eq(dealMemos.memberId, ids.memberId)));
  if (!row) throw notFound('Deal memo not found');
  return toMemo(row, team.name);
}
