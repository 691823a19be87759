import * as v from 'valibot';
import { type CreateSummaryReport, SummaryReportSchema } from '#contract/summary-reports';
import { apiRequest } from './client';
import { fetchDownload } from './deal-memos.api';

/** A team's summary reports: made on the server in the background, read through TanStack Query. */
const reportsPath = (teamId: string) => `/workspace-teams/${encodeURIComponent(teamId)}/summary-reports`;

export const fetchSummaryReports = (teamId: string) =>
  apiRequest(reportsPath(teamId), v.array(SummaryReportSchema));

export const createSummaryReport = (teamId: string, input: CreateSummaryReport) =>
  apiRequest(reportsPath(teamId), SummaryReportSchema, { method: 'POST', body: input });

export const fetchSummaryReportFile = (teamId: string, reportId: string, fileId: string) =>
  fetchDownload(`${reportsPath(teamId)}/${encodeURIComponent(reportId)}/files/${encodeURIComponent(fileId)}`);
