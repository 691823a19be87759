/**
 * Estimates as the API answers them: lines in order with their totals, column sums and the
 * estimate total, all from contract/estimate-totals.ts (the editor computes with the same code).
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  estimateTotals,
  formatBigMinor,
  formatQuantity,
  type LineAmounts,
  lineTotalMinor,
} from '#contract/estimate-totals';
import type { Estimate, EstimateSummary } from '#contract/estimates';
import { formatMinor } from '#contract/money';
import type { Queryable } from '../../db/client';
import { teamEstimateLines, teamEstimates, tours } from '../../db/schema/index';
import { notFound } from '../../http/errors';

type LineRow = typeof teamEstimateLines.$inferSelect;
type EstimateRow = typeof teamEstimates.$inferSelect;

const amounts = (row: LineRow): LineAmounts => ({
  days: row.daysHundredths,
  hours: row.hoursHundredths,
  dailyWage: row.dailyWage,
  perDiem: row.perDiem,
  hourRate: row.hourRate,
});

async function linesOf(db: Queryable, estimateIds: string[]) {
  if (estimateIds.length === 0) return [];
  return db
    .select()
    .from(teamEstimateLines)
    .where(inArray(teamEstimateLines.estimateId, estimateIds))
    .orderBy(asc(teamEstimateLines.position));
}

const head = (row: EstimateRow, tourName: string, currency: string) => ({
  id: row.id,
  teamId: row.teamId,
  tourId: row.tourId,
  tourName,
  name: row.name,
  currency,
  updatedAt: row.updatedAt.toISOString(),
});

/** The team's estimates, last changed first, each with its total. */
export async function listEstimateSummaries(
  db: Queryable,
  teamId: string,
  currency: string,
): Promise<EstimateSummary[]> {
  const rows = await db
    .select({ estimate: teamEstimates, tourName: tours.name })
    .from(teamEstimates)
    .innerJoin(tours, eq(tours.id, teamEstimates.tourId))
    .where(eq(teamEstimates.teamId, teamId))
    .orderBy(desc(teamEstimates.updatedAt), asc(teamEstimates.name));
  const lines = await linesOf(
    db,
    rows.map((row) => row.estimate.id),
  );
  return rows.map(({ estimate, tourName }) => {
    const own = lines.filter((line) => line.estimateId === estimate.id).map(amounts);
    return {
      ...head(estimate, tourName, currency),
      lineCount: own.length,
      total: formatBigMinor(estimateTotals(own).total),
    };
  });
}

/** One estimate of this team, or 404. */
export async function readEstimate(
  db: Queryable,
  teamId: string,
  estimateId: string,
  currency: string,
): Promise<Estimate> {
  const [row] = await db
    .select({ estimate: teamEstimates, tourName: tours.name })
    .from(teamEstimates)
    .innerJoin(tours, eq(tours.id, teamEstimates.tourId))
    .where(eq(teamEstimates.id, estimateId));
  if (!row || row.estimate.teamId !== teamId) throw notFound('Estimate not found');
  const lines = await linesOf(db, [estimateId]);
  const totals = estimateTotals(lines.map(amounts));
  return {
    ...head(row.estimate, row.tourName, currency),
    notes: row.estimate.notes,
    lines: lines.map((line) => ({
      id: line.id,
      memberId: line.memberId,
      description: line.description,
      days: formatQuantity(line.daysHundredths),
      hours: formatQuantity(line.hoursHundredths),
      dailyWage: formatMinor(line.dailyWage),
      perDiem: formatMinor(line.perDiem),
      hourRate: formatMinor(line.hourRate),
      total: formatBigMinor(lineTotalMinor(amounts(line))),
    })),
    totals: {
      days: formatQuantity(totals.days),
      hours: formatQuantity(totals.hours),
      dailyWage: formatBigMinor(totals.dailyWage),
      perDiem: formatBigMinor(totals.perDiem),
      hourRate: formatBigMinor(totals.hourRate),
      total: formatBigMinor(totals.total),
    },
  };
}
