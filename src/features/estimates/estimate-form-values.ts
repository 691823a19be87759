import type * as v from 'valibot';
import { formatQuantity, readableQuantity } from '#contract/estimate-totals';
import type { Estimate, EstimateLineText, UpdateEstimate, UpdateEstimateSchema } from '#contract/estimates';
import { formatMinor } from '#contract/money';
import type { EstimateText } from '../../api/estimates.api';

/** The editor's values: the save schema's input (text as typed). */
export type EstimateFormValues = v.InferInput<typeof UpdateEstimateSchema>;

/** What the editor starts from: the saved estimate, quantities without trailing zeros. */
export const toFormValues = (estimate: Estimate): EstimateFormValues => ({
  name: estimate.name,
  notes: estimate.notes ?? '',
  lines: estimate.lines.map((line) => ({
    memberId: line.memberId,
    description: line.description,
    days: readableQuantity(Number(line.days.replace('.', ''))),
    hours: readableQuantity(Number(line.hours.replace('.', ''))),
    dailyWage: line.dailyWage,
    perDiem: line.perDiem,
    hourRate: line.hourRate,
  })),
});

/** The checked form (numbers) back to the exact text the API takes. */
export const toRequest = (values: UpdateEstimate): EstimateText => ({
  name: values.name,
  notes: values.notes ?? null,
  lines: values.lines.map((line) => ({
    memberId: line.memberId,
    description: line.description,
    days: formatQuantity(line.days),
    hours: formatQuantity(line.hours),
    dailyWage: formatMinor(line.dailyWage),
    perDiem: formatMinor(line.perDiem),
    hourRate: formatMinor(line.hourRate),
  })),
});

export const BLANK_LINE: EstimateLineText = {
  memberId: null,
  description: '',
  days: '1',
  hours: '0',
  dailyWage: '0.00',
  perDiem: '0.00',
  hourRate: '0.00',
};
