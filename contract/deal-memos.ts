/**
 * Deal memos (/workspace-teams/{id}/members/{memberId}/deal-memos): a member's terms on one tour,
 * issued by the team's owner or an admin from the member's wage there. A memo keeps its values as
 * issued: changing the wage later never rewrites it.
 */
import * as v from 'valibot';
import { optionalText, UuidSchema } from './common';
import { CalendarDateSchema } from './dates';
import { MoneySchema } from './money';

export const DEAL_MEMO_MESSAGES = {
  wage: 'Choose the wage to issue the memo from',
  endBeforeStart: 'End date must be on or after the start date',
} as const;

/** A date, or blank (as a form sends an empty date field) for the default. */
const dateOrBlank = v.optional(
  v.pipe(
    v.union([v.literal(''), CalendarDateSchema]),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
);

/**
 * POST: left out or blank, the job number is the team's next memo number, the job name and the
 * dates are the tour's, the position is the member's.
 */
export const IssueDealMemoSchema = v.pipe(
  v.object({
    wageId: v.pipe(
      v.optional(v.string(DEAL_MEMO_MESSAGES.wage), ''),
      v.nonEmpty(DEAL_MEMO_MESSAGES.wage),
      v.uuid(DEAL_MEMO_MESSAGES.wage),
    ),
    jobNumber: optionalText(40),
    jobName: optionalText(200),
    position: optionalText(120),
    startDate: dateOrBlank,
    endDate: dateOrBlank,
  }),
  v.forward(
    v.check(
      (input) => !input.startDate || !input.endDate || input.endDate >= input.startDate,
      DEAL_MEMO_MESSAGES.endBeforeStart,
    ),
    ['endDate'],
  ),
);
export type IssueDealMemo = v.InferOutput<typeof IssueDealMemoSchema>;

export const DealMemoParamsSchema = v.object({ id: UuidSchema, memberId: UuidSchema, memoId: UuidSchema });

export const DealMemoSchema = v.object({
  id: v.string(),
  teamId: v.string(),
  memberId: v.string(),
  tourId: v.nullable(v.string()),
  jobNumber: v.string(),
  jobName: v.string(),
  position: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  technician: v.string(),
  tourName: v.string(),
  teamName: v.string(),
  currency: v.string(),
  dailyWage: MoneySchema,
  hourRate: MoneySchema,
  perDiem: MoneySchema,
  issuedAt: v.string(),
});
export type DealMemo = v.InferOutput<typeof DealMemoSchema>;

/** The memo's fields as printed, in order (the page and the PDF read the same list). */
export const DEAL_MEMO_FIELDS = [
  ['jobNumber', 'Job number'],
  ['jobName', 'Job name'],
  ['position', 'Position'],
  ['startDate', 'Start date'],
  ['endDate', 'End date'],
  ['technician', 'Technician'],
  ['tourName', 'Tour'],
] as const satisfies readonly (readonly [keyof DealMemo, string])[];

/** The pay terms as printed, amounts in the memo's currency. */
export const DEAL_MEMO_PAY_FIELDS = [
  ['dailyWage', 'Daily wage'],
  ['hourRate', 'Hour rate'],
  ['perDiem', 'Per diem'],
] as const satisfies readonly (readonly [keyof DealMemo, string])[];
