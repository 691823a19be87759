/**
 * A member's wages, one row per tour, in the team's currency. Owner and admins see and change
 * everyone's; a member only reads their own (403 for anyone else's). Amounts are whole minor
 * units end to end; totals are exact integer sums (contract/money.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { addMoney, formatMinor } from '#contract/money';
import { type MemberWages, TEAM_MESSAGES, type UpdateWage, type Wage, type WageInput } from '#contract/teams';
import type { Queryable } from '../../db/client';
import { teamMemberWages, tours } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { canManageTeam, requireMemberOf, requireTeam } from './team-access';
import { readMember } from './team-members.service';

type WageRow = typeof teamMemberWages.$inferSelect;

const toWage = (row: WageRow, tourName: string): Wage => ({
  id: row.id,
  memberId: row.memberId,
  tourId: row.tourId,
  tourName,
  dailyWage: formatMinor(row.dailyWage),
  hourRate: formatMinor(row.hourRate),
  perDiem: formatMinor(row.perDiem),
});

async function requireWageAccess(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  memberId: string,
  write: boolean,
) {
  const access = await requireTeam(db, actor, teamId);
  const member = await requireMemberOf(db, teamId, memberId);
  const own = member.userId === actor.id;
  if (!canManageTeam(access.role) && !(own && !write))
    throw forbidden('Only the team owner and admins can see and change wages');
  return { ...access, member };
}

export async function listWages(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  memberId: string,
): Promise<MemberWages> {
  const { team } = await requireWageAccess(db, actor, teamId, memberId, false);
  const rows = await db
    .select({ wage: teamMemberWages, tourName: tours.name })
    .from(teamMemberWages)
    .innerJoin(tours, eq(tours.id, teamMemberWages.tourId))
    .where(eq(teamMemberWages.memberId, memberId))
    .orderBy(asc(tours.startDate), asc(tours.name), asc(teamMemberWages.id));
  const wages = rows.map((row) => row.wage);
  return {
    currency: team.currency,
    member: await readMember(db, memberId),
    wages: rows.map((row) => toWage(row.wage, row.tourName)),
    totals: {
      dailyWage: formatMinor(addMoney(...wages.map((wage) => wage.dailyWage))),
      hourRate: formatMinor(addMoney(...wages.map((wage) => wage.hourRate))),
      perDiem: formatMinor(addMoney(...wages.map((wage) => wage.perDiem))),
    },
  };
}

async function tourOfWorkspace(db: Queryable, workspaceId: string, tourId: string) {
  const [tour] = await db
    .select({ name: tours.name })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)));
  if (!tour) throw validationFailed({ tourId: TEAM_MESSAGES.tourNotInWorkspace });
  return tour;
}

async function refuseSecondWage(db: Queryable, memberId: string, tourId: string, except?: string) {
  const [other] = await db
    .select({ id: teamMemberWages.id })
    .from(teamMemberWages)
    .where(and(eq(teamMemberWages.memberId, memberId), eq(teamMemberWages.tourId, tourId)));
  if (other && other.id !== except)
    throw conflict(TEAM_MESSAGES.wageExists, { tourId: TEAM_MESSAGES.wageExists });
}

export async function addWage(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  memberId: string,
  input: WageInput,
  now: Date,
) {
  const { team } = await requireWageAccess(db, actor, teamId, memberId, true);
  const tour = await tourOfWorkspace(db, team.workspaceId, input.tourId);
  await refuseSecondWage(db, memberId, input.tourId);
  const [row] = await db
    .insert(teamMemberWages)
    .values({ ...input, teamId, memberId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('wage insert returned nothing');
  return toWage(row, tour.name);
}

async function requireWage(db: Queryable, memberId: string, wageId: string) {
  const [row] = await db
    .select()
    .from(teamMemberWages)
    .where(and(eq(teamMemberWages.id, wageId), eq(teamMemberWages.memberId, memberId)));
  if (!row) throw notFound('Wage not found');
  return row;
}

export async function updateWage(
  db: Queryable,
  actor: AuthUser,
  ids: { id: string; memberId: string; wageId: string },
  input: UpdateWage,
  now: Date,
) {
  const { team } = await requireWageAccess(db, actor, ids.id, ids.memberId, true);
  const current = await requireWage(db, ids.memberId, ids.wageId);
  const tourId = input.tourId ?? current.tourId;
  const tour = await tourOfWorkspace(db, team.workspaceId, tourId);
  await refuseSecondWage(db, ids.memberId, tourId, ids.wageId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(teamMemberWages)
    .set({ ...changes, updatedAt: now })
    .where(eq(teamMemberWages.id, ids.wageId))
    .returning();
  if (!row) throw notFound('Wage not found');
  return toWage(row, tour.name);
}

export async function deleteWage(
  db: Queryable,
  actor: AuthUser,
  ids: { id: string; memberId: string; wageId: string },
) {
  await requireWageAccess(db, actor, ids.id, ids.memberId, true);
  await requireWage(db, ids.memberId, ids.wageId);
  await db.delete(teamMemberWages).where(eq(teamMemberWages.id, ids.wageId));
}
