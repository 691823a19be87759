/**
 * Team estimates (/workspace-teams/{id}/estimates): what a tour will cost a team — one line per
 * person or extra cost, days × daily wage + days × per diem + hours × hour rate. Money travels
 * as text ('1234.50', at most 2 decimals, contract/money.ts); so do quantities ('12.5' days, at
 * most 2 decimals, at most 9999.99). Totals come from contract/estimate-totals.ts.
 */
import * as v from 'valibot';
import { noControlCharacters, optionalText, UuidSchema } from './common';
import { MONEY_MESSAGES, MoneySchema, MoneyTextSchema, parseMoney } from './money';
import { TEAM_MESSAGES } from './teams';

export const ESTIMATE_MESSAGES = {
  name: 'Estimate name is required',
  description: 'Description is required',
  quantityTooLarge: 'Must be at most 9999.99',
  tooManyLines: 'An estimate can have at most 200 lines',
  memberNotOnTeam: 'Choose a member of this team',
} as const;

/** Hundredths: 9999.99 days or hours at most. */
export const MAX_QUANTITY_HUNDREDTHS = 999_999;
export const MAX_ESTIMATE_LINES = 200;

/** A quantity typed as text ('12.5'), checked with the money messages, out as hundredths (1250). */
export const QuantityTextSchema = v.pipe(
  v.optional(v.string(MONEY_MESSAGES.notAmount), ''),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseMoney(dataset.value);
    if (!parsed.ok) {
      const message =
        parsed.message === MONEY_MESSAGES.notAmount ? 'Must be a number like 12.5' : parsed.message;
      addIssue({
        message: message === MONEY_MESSAGES.tooLarge ? ESTIMATE_MESSAGES.quantityTooLarge : message,
      });
      return NEVER;
    }
    if (parsed.minor > MAX_QUANTITY_HUNDREDTHS) {
      addIssue({ message: ESTIMATE_MESSAGES.quantityTooLarge });
      return NEVER;
    }
    return parsed.minor;
  }),
);

const requiredText = (message: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      noControlCharacters(),
      v.nonEmpty(message),
      v.maxLength(max, `Must be at most ${max} characters`),
    ),
    '',
  );

export const EstimateParamsSchema = v.object({ id: UuidSchema, estimateId: UuidSchema });

/** POST: a new estimate of a tour of the team's workspace, prefilled from the members' wages. */
export const CreateEstimateSchema = v.object({
  tourId: v.pipe(
    v.optional(v.string(TEAM_MESSAGES.tour), ''),
    v.nonEmpty(TEAM_MESSAGES.tour),
    v.uuid(TEAM_MESSAGES.tour),
  ),
  name: v.optional(optionalText(120), null),
});
export type CreateEstimate = v.InferOutput<typeof CreateEstimateSchema>;

export const EstimateLineInputSchema = v.object({
  /** The member the line pays, or null for an extra cost (a truck, a rental…). */
  memberId: v.optional(v.nullable(UuidSchema), null),
  description: requiredText(ESTIMATE_MESSAGES.description, 200),
  days: QuantityTextSchema,
  hours: QuantityTextSchema,
  dailyWage: MoneyTextSchema,
  perDiem: MoneyTextSchema,
  hourRate: MoneyTextSchema,
});
export type EstimateLineInput = v.InferOutput<typeof EstimateLineInputSchema>;
/** The same line as the editor holds it: every amount as typed. */
export type EstimateLineText = {
  description: string;
  days: string;
  hours: string;
  dailyWage: string;
  perDiem: string;
  hourRate: string;
  memberId: string | null;
};

/** PUT: the whole estimate — its lines replace the old ones. */
export const UpdateEstimateSchema = v.object({
  name: requiredText(ESTIMATE_MESSAGES.name, 120),
  notes: v.optional(optionalText(2000, { multiline: true }), null),
  lines: v.pipe(
    v.optional(v.array(EstimateLineInputSchema, 'Lines must be a list'), []),
    v.maxLength(MAX_ESTIMATE_LINES, ESTIMATE_MESSAGES.tooManyLines),
  ),
});
export type UpdateEstimate = v.InferOutput<typeof UpdateEstimateSchema>;

const QuantitySchema = MoneySchema;

export const EstimateLineSchema = v.object({
  id: v.string(),
  memberId: v.nullable(v.string()),
  description: v.string(),
  days: QuantitySchema,
  hours: QuantitySchema,
  dailyWage: MoneySchema,
  perDiem: MoneySchema,
  hourRate: MoneySchema,
  /** Rounded half-up to the cent, the only rounding. */
  total: MoneySchema,
});
export type EstimateLine = v.InferOutput<typeof EstimateLineSchema>;

export const EstimateTotalsSchema = v.object({
  days: QuantitySchema,
  hours: QuantitySchema,
  dailyWage: MoneySchema,
  perDiem: MoneySchema,
  hourRate: MoneySchema,
  total: MoneySchema,
});

const EstimateHead = {
  id: v.string(),
  teamId: v.string(),
  tourId: v.string(),
  tourName: v.string(),
  name: v.string(),
  currency: v.string(),
  updatedAt: v.string(),
};

export const EstimateSummarySchema = v.object({ ...EstimateHead, lineCount: v.number(), total: MoneySchema });
export type EstimateSummary = v.InferOutput<typeof EstimateSummarySchema>;

export const EstimateSchema = v.object({
  ...EstimateHead,
  notes: v.nullable(v.string()),
  lines: v.array(EstimateLineSchema),
  totals: EstimateTotalsSchema,
});
export type Estimate = v.InferOutput<typeof EstimateSchema>;
