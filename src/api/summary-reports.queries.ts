import { queryOptions } from '@tanstack/react-query';
import type { SummaryReport } from '#contract/summary-reports';
import { fetchSummaryReports } from './summary-reports.api';

/** While one is queued or running the list is asked again this often. */
export const SUMMARY_POLL_MS = 1_000;

const pending = (reports: readonly SummaryReport[] | undefined) =>
  reports?.some((report) => report.status === 'queued' || report.status === 'running') === true;

/** Query keys and options for summary reports; the only place these keys are spelled. */
export const summaryReportQueries = {
  all: ['summary-reports'] as const,
  list: (teamId: string) =>
    queryOptions({
      queryKey: [...summaryReportQueries.all, teamId] as const,
      queryFn: () => fetchSummaryReports(teamId),
      refetchInterval: (query) => (pending(query.state.data) ? SUMMARY_POLL_MS : false),
    }),
};
