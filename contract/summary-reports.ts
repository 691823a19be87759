/**
 * Summary reports (/workspace-teams/{id}/summary-reports): a team's pay on one tour, one row per
 * member with a wage there (days worked, wages = days × daily wage, per diems = days × per diem,
 * total) and a totals row, exact in minor units. Generated in the background like tour reports.
 */
import * as v from 'valibot';
import { IsoDateTimeSchema, UuidSchema } from './common';
import { REPORT_STATUSES, ReportFileSchema } from './reports';
import { TEAM_MESSAGES } from './teams';

export const CreateSummaryReportSchema = v.object({
  tourId: v.pipe(
    v.optional(v.string(TEAM_MESSAGES.tour), ''),
    v.nonEmpty(TEAM_MESSAGES.tour),
    v.uuid(TEAM_MESSAGES.tour),
  ),
});
export type CreateSummaryReport = v.InferOutput<typeof CreateSummaryReportSchema>;

export const SummaryReportParamsSchema = v.object({ id: UuidSchema, reportId: UuidSchema });
export const SummaryReportFileParamsSchema = v.object({
  id: UuidSchema,
  reportId: UuidSchema,
  fileId: UuidSchema,
});

/** The table's columns, as in the CSV and PDF. */
export const SUMMARY_REPORT_HEADER = [
  'Member',
  'Position',
  'Days worked',
  'Daily wage',
  'Per diem',
  'Wages',
  'Per diems',
  'Total',
] as const;
/** The last row's first cell. */
export const SUMMARY_TOTALS_LABEL = 'Totals';

export const SummaryReportSchema = v.object({
  id: v.string(),
  teamId: v.string(),
  tourId: v.string(),
  tourName: v.string(),
  status: v.picklist(REPORT_STATUSES),
  progress: v.number(),
  /** The team's currency when it was generated; null until then. */
  currency: v.nullable(v.string()),
  /** Member rows then the totals row (amounts '1234.50'); empty until done. */
  rows: v.array(v.array(v.string())),
  files: v.array(ReportFileSchema),
  createdAt: IsoDateTimeSchema,
  finishedAt: v.nullable(IsoDateTimeSchema),
});
export type SummaryReport = v.InferOutput<typeof SummaryReportSchema>;
