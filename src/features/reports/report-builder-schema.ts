/**
 * The report builder's form: what the fields hold (dates as typed, blank = the whole tour) and
 * its checks, which are the contract's `CreateReportSchema` (Save as template checks only the
 * template's fields of it).
 */
import * as v from 'valibot';
import { CreateReportSchema, REPORT_SUBJECTS, type ReportSubject } from '#contract/reports';
import { reportRequest } from './report-requests';

export type ReportBuilderValues = {
  name: string;
  subject: ReportSubject;
  tourId: string;
  from: string;
  to: string;
  columns: string[];
};

/**
 * Checks the fields with the contract's schema (inline columns, so every field is checked at
 * once) and shows its messages on the fields; a blank name is named as the product names it.
 */
export const ReportBuilderSchema = v.pipe(
  v.object({
    name: v.string(),
    subject: v.picklist(REPORT_SUBJECTS, 'Pick what each row is'),
    tourId: v.string(),
    from: v.string(),
    to: v.string(),
    columns: v.array(v.string()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const checked = v.safeParse(CreateReportSchema, reportRequest(dataset.value));
    if (checked.success) return;
    for (const issue of checked.issues) addIssue({ message: issue.message, path: issue.path });
  }),
);
