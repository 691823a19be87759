/**
 * Team estimates: owner and admins only (members 403, anyone else 404, through requireTeam).
 * A new estimate is prefilled from the wages on its tour; saving replaces the whole estimate —
 * name, notes and every line — in one transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CreateEstimate, EstimateLineInput, UpdateEstimate } from '#contract/estimates';
import { ESTIMATE_MESSAGES } from '#contract/estimates';
import { TEAM_MESSAGES } from '#contract/teams';
import type { Queryable } from '../../db/client';
import { teamEstimateLines, teamEstimates, tours, workspaceTeamMembers } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { requireTeam } from '../teams/team-access';
import { prefillLines } from './estimate-prefill';
import { listEstimateSummaries, readEstimate } from './estimate-read';

const manage = (db: Queryable, actor: AuthUser, teamId: string) => requireTeam(db, actor, teamId, 'manage');

export async function listEstimates(db: Queryable, actor: AuthUser, teamId: string) {
  const { team } = await manage(db, actor, teamId);
  return listEstimateSummaries(db, teamId, team.currency);
}

export async function getEstimate(db: Queryable, actor: AuthUser, teamId: string, estimateId: string) {
  const { team } = await manage(db, actor, teamId);
  return readEstimate(db, teamId, estimateId, team.currency);
}

async function insertLines(db: Queryable, estimateId: string, lines: EstimateLineInput[]) {
  if (lines.length === 0) return;
  await db.insert(teamEstimateLines).values(
    lines.map((line, position) => ({
      estimateId,
      position,
      memberId: line.memberId,
      description: line.description,
      daysHundredths: line.days,
      hoursHundredths: line.hours,
      dailyWage: line.dailyWage,
      perDiem: line.perDiem,
      hourRate: line.hourRate,
    })),
  );
}

export async function createEstimate(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  input: CreateEstimate,
  now: Date,
) {
  const { team } = await manage(db, actor, teamId);
  const [tour] = await db
    .select({ id: tours.id, name: tours.name, startDate: tours.startDate, endDate: tours.endDate })
    .from(tours)
    .where(and(eq(tours.id, input.tourId), eq(tours.workspaceId, team.workspaceId)));
  if (!tour) throw validationFailed({ tourId: TEAM_MESSAGES.tourNotInWorkspace });
  const [row] = await db
    .insert(teamEstimates)
    .values({
      teamId,
      tourId: tour.id,
      name: input.name ?? `Estimate for ${tour.name}`,
      notes: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('estimate insert returned nothing');
  await insertLines(db, row.id, await prefillLines(db, teamId, tour));
  return readEstimate(db, teamId, row.id, team.currency);
}

/** Every member a line names must be on this team (any status); the first stranger is refused. */
async function refuseStrangers(db: Queryable, teamId: string, lines: EstimateLineInput[]) {
  const named = [...new Set(lines.flatMap((line) => (line.memberId ? [line.memberId] : [])))];
  if (named.length === 0) return;
  const found = await db
    .select({ id: workspaceTeamMembers.id })
    .from(workspaceTeamMembers)
    .where(and(eq(workspaceTeamMembers.teamId, teamId), inArray(workspaceTeamMembers.id, named)));
  const known = new Set(found.map((row) => row.id));
  const index = lines.findIndex((line) => line.memberId && !known.has(line.memberId));
  if (index >= 0) throw validationFailed({ [`lines.${index}.memberId`]: ESTIMATE_MESSAGES.memberNotOnTeam });
}

export async function updateEstimate(
  db: Queryable,
  actor: AuthUser,
  ids: { id: string; estimateId: string },
  input: UpdateEstimate,
  now: Date,
) {
  const { team } = await manage(db, actor, ids.id);
  await readEstimate(db, ids.id, ids.estimateId, team.currency);
  await refuseStrangers(db, ids.id, input.lines);
  await db
    .update(teamEstimates)
    .set({ name: input.name, notes: input.notes ?? null, updatedAt: now })
    .where(eq(teamEstimates.id, ids.estimateId));
  await db.delete(teamEstimateLines).where(eq(teamEstimateLines.estimateId, ids.estimateId));
  await insertLines(db, ids.estimateId, input.lines);
  return readEstimate(db, ids.id, ids.estimateId, team.currency);
}

export async function deleteEstimate(
  db: Queryable,
  actor: AuthUser,
  ids: { id: string; estimateId: string },
) {
  await manage(db, actor, ids.id);
  const deleted = await db
    .delete(teamEstimates)
    .where(and(eq(teamEstimates.id, ids.estimateId), eq(teamEstimates.teamId, ids.id)))
    .returning({ id: teamEstimates.id });
  if (deleted.length === 0) throw notFound('Estimate not found');
}
