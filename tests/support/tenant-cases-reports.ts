/**
 * Tenant cases for reports. Each setup gives the owner a tour, a template and a finished report
 * of it; the check compares the owner's templates and the tour's reports to that snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reports, reportTemplates } from '../../server/db/schema/index';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

async function reportState(t: TestApp, ownerId: string, tourId: string) {
  return JSON.stringify({
    templates: await t.db
      .select()
      .from(reportTemplates)
      .where(eq(reportTemplates.ownerId, ownerId))
      .orderBy(asc(reportTemplates.id)),
    reports: await t.db.select().from(reports).where(eq(reports.tourId, tourId)).orderBy(asc(reports.id)),
  });
}

async function tourWithReport(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const body = { name: 'Contacts', subject: 'people' as const, columns: ['person.name'] };
  const template = must(await t.call('POST /report-templates', { body, token: owner.token }), 201).data;
  const queued = must(
    await t.call('POST /reports', { body: { tourId: tour.id, templateId: template.id }, token: owner.token }),
    202,
  ).data;
  await t.deps.reports.idle();
  const report = must(
    await t.call('GET /reports/{id}', { params: { id: queued.id }, token: owner.token }),
  ).data;
  return {
    ownerId: owner.user.id,
    tourId: tour.id,
    templateId: template.id,
    reportId: report.id,
    fileId: report.files[0]?.id ?? '',
    state: await reportState(t, owner.user.id, tour.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  const now = await reportState(t, ids.ownerId ?? '', ids.tourId ?? '');
  expect(JSON.parse(now)).toEqual(JSON.parse(ids.state ?? 'null'));
}

const reportCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: tourWithReport, verifyUnchanged: unchanged });

export const REPORT_CASES: TenantCase[] = [
  reportCase(
    'a tour’s report columns',
    'GET',
    '/table-columns',
    (ids) => `/api/table-columns?tourId=${ids.tourId}`,
  ),
  reportCase(
    'a report template',
    'GET',
    '/report-templates/{id}',
    (ids) => `/api/report-templates/${ids.templateId}`,
  ),
  reportCase(
    'deleting a report template',
    'DELETE',
    '/report-templates/{id}',
    (ids) => `/api/report-templates/${ids.templateId}`,
  ),
  reportCase(
    'the reports of a template',
    'GET',
    '/report-templates/{id}/reports',
    (ids) => `/api/report-templates/${ids.templateId}/reports`,
  ),
  reportCase(
    'asking for a report of a tour',
    'POST',
    '/reports',
    () => '/api/reports',
    (ids) => ({ tourId: ids.tourId, name: 'Peek', subject: 'people', columns: ['person.phone'] }),
  ),
  reportCase('a tour’s reports', 'GET', '/reports', (ids) => `/api/reports?tourId=${ids.tourId}`),
  reportCase('a report', 'GET', '/reports/{id}', (ids) => `/api/reports/${ids.reportId}`),
  reportCase(
    'a report’s file',
    'GET',
    '/report-files/download/{id}',
    (ids) => `/api/report-files/download/${ids.fileId}`,
  ),
];
