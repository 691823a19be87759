/**
 * A summary report's table: one row per team member with a wage on the tour, then a totals row.
 *
 * A **day worked** is one of the tour's days (its schedule's dates) while the member is an active
 * person on the tour (tour personnel, status ACTIVE); a member paid on a tour they are not on (an
 * invitation not yet accepted, or taken off it) has worked 0 days. Wages = days × daily wage,
 * per diems = days × per diem, total = wages + per diems, all whole minor units, never floats.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { addMoney, formatMinor } from '#contract/money';
import { SUMMARY_TOTALS_LABEL } from '#contract/summary-reports';
import type { Queryable } from '../../db/client';
import { teamMemberWages, tourDays, tourPersonnel, users, workspaceTeamMembers } from '../../db/schema/index';

/** days × amount, refusing a product beyond safe integers rather than rounding it. */
function times(days: number, minor: number): number {
  const product = days * minor;
  if (!Number.isSafeInteger(product)) throw new RangeError('Amount too large');
  return product;
}

export interface SummaryLine {
  name: string;
  position: string;
  days: number;
  dailyWage: number;
  perDiem: number;
  wages: number;
  perDiems: number;
  total: number;
}

export async function summaryLines(db: Queryable, teamId: string, tourId: string): Promise<SummaryLine[]> {
  const [dayCount] = await db
    .select({ days: count() })
    .from(tourDays)
    .where(and(eq(tourDays.tourId, tourId), isNull(tourDays.deletedAt)));
  const onTour = new Set(
    (
      await db
        .select({ userId: tourPersonnel.userId })
        .from(tourPersonnel)
        .where(
          and(
            eq(tourPersonnel.tourId, tourId),
            eq(tourPersonnel.status, 'ACTIVE'),
            isNull(tourPersonnel.deletedAt),
          ),
        )
    ).map((row) => row.userId),
  );
  const paid = await db
    .select({
      userId: workspaceTeamMembers.userId,
      email: workspaceTeamMembers.email,
      position: workspaceTeamMembers.position,
      firstName: users.firstName,
      lastName: users.lastName,
      dailyWage: teamMemberWages.dailyWage,
      perDiem: teamMemberWages.perDiem,
    })
    .from(teamMemberWages)
    .innerJoin(workspaceTeamMembers, eq(workspaceTeamMembers.id, teamMemberWages.memberId))
    .leftJoin(users, eq(users.id, workspaceTeamMembers.userId))
    .where(and(eq(teamMemberWages.teamId, teamId), eq(teamMemberWages.tourId, tourId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(workspaceTeamMembers.email));
  return paid.map((row) => {
    const days = row.userId && onTour.has(row.userId) ? (dayCount?.days ?? 0) : 0;
    const wages = times(days, row.dailyWage);
    const perDiems = times(days, row.perDiem);
    return {
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
      position: row.position ?? '',
      days,
      dailyWage: row.dailyWage,
      perDiem: row.perDiem,
      wages,
      perDiems,
      total: addMoney(wages, perDiems),
    };
  });
}

/** The lines as table cells (amounts '1234.50'), then the totals row. */
export function summaryTable(lines: readonly SummaryLine[]): string[][] {
  const rows = lines.map((line) => [
    line.name,
    line.position,
    String(line.days),
    formatMinor(line.dailyWage),
    formatMinor(line.perDiem),
    formatMinor(line.wages),
    formatMinor(line.perDiems),
    formatMinor(line.total),
  ]);
  const totals = [
    SUMMARY_TOTALS_LABEL,
    '',
    String(lines.reduce((sum, line) => sum + line.days, 0)),
    '',
    '',
    formatMinor(addMoney(...lines.map((line) => line.wages))),
    formatMinor(addMoney(...lines.map((line) => line.perDiems))),
    formatMinor(addMoney(...lines.map((line) => line.total))),
  ];
  return [...rows, totals];
}
