import { queryOptions } from '@tanstack/react-query';
import type { Report } from '#contract/reports';
import {
  fetchReport,
  fetchReportColumns,
  fetchReports,
  fetchTemplate,
  fetchTemplates,
  type ReportFilter,
} from './reports.api';

/** How often a report being made is asked after (the progress bar and the "generated" toast). */
export const REPORT_POLL_MS = 1000;

export const isReportFinished = (report: Pick<Report, 'status'>) =>
  report.status === 'done' || report.status === 'failed';

/**
 * A list keeps no preview rows: the lists are saved on the device for reading offline, and a
 * preview's cells can hold the crew's phone numbers and e-mail addresses.
 */
const withoutPreview = (reports: Report[]): Report[] => reports.map((report) => ({ ...report, preview: [] }));

/** Query keys and options for reports and templates; the only place these keys are spelled. */
export const reportQueries = {
  all: ['reports'] as const,
  templates: () =>
    queryOptions({ queryKey: [...reportQueries.all, 'templates'] as const, queryFn: fetchTemplates }),
  template: (id: string) =>
    queryOptions({
      queryKey: [...reportQueries.all, 'templates', id] as const,
      queryFn: () => fetchTemplate(id),
    }),
  columns: (tourId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all, 'columns', tourId] as const,
      queryFn: () => fetchReportColumns(tourId),
    }),
  lists: () => [...reportQueries.all, 'list'] as const,
  list: (filter: ReportFilter = {}) =>
    queryOptions({
      queryKey: [...reportQueries.lists(), filter] as const,
      queryFn: () => fetchReports(filter).then(withoutPreview),
      // A report started a moment ago must show: re-read whenever a list opens, and while one
      // of its reports is being made.
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.some((report) => !isReportFinished(report)) ? REPORT_POLL_MS : false,
    }),
};

/** One report with its preview rows: read online only (see `withoutPreview`). */
export const reportDetailQueries = {
  all: ['report-details'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...reportDetailQueries.all, id] as const,
      queryFn: () => fetchReport(id),
      staleTime: 0,
      refetchInterval: (query) => {
        const report = query.state.data;
        return report && isReportFinished(report) ? false : REPORT_POLL_MS;
      },
    }),
};
