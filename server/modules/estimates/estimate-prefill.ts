/**
 * The first lines of a new estimate: one per active member with a wage on the tour, for every
 * day of the tour (first to last day, inclusive), 0 hours, at the rates of their wage. Team
 * members are not tied to tour days, so the tour's length is the best known count.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { EstimateLineInput } from '#contract/estimates';
import type { Queryable } from '../../db/client';
import { teamMemberWages, users, workspaceTeamMembers } from '../../db/schema/index';

/** Days from the first to the last date, both counted ('2026-07-01'…'2026-07-03' → 3). */
export function tourDays(startDate: string, endDate: string): number {
  const day = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
  return Math.max(1, Math.round(day(endDate) - day(startDate)) + 1);
}

export async function prefillLines(
  db: Queryable,
  teamId: string,
  tour: { id: string; startDate: string; endDate: string },
): Promise<EstimateLineInput[]> {
  const rows = await db
    .select({
      memberId: workspaceTeamMembers.id,
      email: workspaceTeamMembers.email,
      position: workspaceTeamMembers.position,
      firstName: users.firstName,
      lastName: users.lastName,
      wage: teamMemberWages,
    })
    .from(teamMemberWages)
    .innerJoin(workspaceTeamMembers, eq(workspaceTeamMembers.id, teamMemberWages.memberId))
    .leftJoin(users, eq(users.id, workspaceTeamMembers.userId))
    .where(
      and(
        eq(teamMemberWages.teamId, teamId),
        eq(teamMemberWages.tourId, tour.id),
        eq(workspaceTeamMembers.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(workspaceTeamMembers.email));
  const days = tourDays(tour.startDate, tour.endDate) * 100;
  return rows.map((row) => {
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
    return {
      memberId: row.memberId,
      description: row.position ? `${name} — ${row.position}` : name,
      days,
      hours: 0,
      dailyWage: row.wage.dailyWage,
      perDiem: row.wage.perDiem,
      hourRate: row.wage.hourRate,
    };
  });
}
