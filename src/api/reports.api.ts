import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import {
  type CreateReport,
  type CreateReportTemplate,
  ReportColumnSchema,
  type ReportFile,
  ReportSchema,
  ReportTemplateSchema,
} from '#contract/reports';
import { errorFromResponse, networkError } from './api-error';
import { apiRequest, sendInSession } from './client';
import { API_TIMEOUT_MS } from './timeouts';

/** Reports and report templates: made on the server, read through TanStack Query (not mirrored). */
const templatePath = (id: string) => `/report-templates/${encodeURIComponent(id)}`;

export const fetchReportColumns = (tourId: string) =>
  apiRequest(`/table-columns?tourId=${encodeURIComponent(tourId)}`, v.array(ReportColumnSchema));

export const fetchTemplates = () => apiRequest('/report-templates', v.array(ReportTemplateSchema));

export const fetchTemplate = (id: string) => apiRequest(templatePath(id), ReportTemplateSchema);

export const createTemplate = (input: CreateReportTemplate) =>
  apiRequest('/report-templates', ReportTemplateSchema, { method: 'POST', body: input });

export const deleteTemplate = (id: string) => apiRequest(templatePath(id), OkSchema, { method: 'DELETE' });

export type ReportFilter = { tourId?: string; templateId?: string };

export const fetchReports = (filter: ReportFilter = {}) => {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== undefined));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/reports${search}`, v.array(ReportSchema));
};

export const fetchReport = (id: string) => apiRequest(`/reports/${encodeURIComponent(id)}`, ReportSchema);

export const createReport = (input: CreateReport) =>
  apiRequest('/reports', ReportSchema, { method: 'POST', body: input });

/**
 * A report's file as bytes: the download needs the Authorization header like every call, so it
 * is fetched here and handed to the browser as a blob (a plain link could not carry the header).
 */
export async function fetchReportFile(file: Pick<ReportFile, 'id'>): Promise<Blob> {
  const path = `/api/report-files/download/${encodeURIComponent(file.id)}`;
  const response = await sendInSession(async (authToken) => {
    try {
      return await fetch(path, {
        headers: authToken ? { Authorization: `Bearer ${authToken}` } : {},
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch {
      throw networkError();
    }
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}
