/** The requests the report screens send, built from the builder's fields or a finished report. */
import type { CreateReport, CreateReportTemplate, Report, ReportTemplate } from '#contract/reports';
import type { ReportBuilderValues } from './report-builder-schema';

export const TEMPLATE_FIELDS = ['name', 'subject', 'columns'] as const;

/**
 * The report the fields ask for: by its template when they still are the template's rows,
 * columns and name, else with the columns picked for this once.
 */
export function reportRequest(values: ReportBuilderValues, template?: ReportTemplate): CreateReport {
  const range = { from: values.from || null, to: values.to || null };
  const asTemplate =
    template &&
    template.name === values.name.trim() &&
    template.subject === values.subject &&
    template.columns.join('\n') === values.columns.join('\n');
  if (asTemplate) return { tourId: values.tourId, templateId: template.id, ...range };
  return {
    tourId: values.tourId,
    name: values.name.trim(),
    subject: values.subject,
    columns: values.columns,
    ...range,
  };
}

export const templateRequest = (values: ReportBuilderValues): CreateReportTemplate => ({
  name: values.name.trim(),
  subject: values.subject,
  columns: values.columns,
});

/** "Try again": the same report once more, from its template when it had one, else its columns. */
export function sameReportAgain(report: Report): CreateReport {
  const range = { tourId: report.tourId, from: report.from, to: report.to };
  if (report.templateId) return { ...range, templateId: report.templateId };
  return {
    ...range,
    name: report.name,
    subject: report.subject,
    columns: report.columns.map((column) => column.key),
  };
}
