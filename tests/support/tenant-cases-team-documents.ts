/**
 * Tenant cases for deal memos and summary reports. Each setup gives the matrix owner a team with a
 * paid member, an issued memo and a finished summary report; the check compares the team's memos
 * and summary reports to that snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dealMemos, summaryReports } from '../../server/db/schema/index';
import { paidMember } from './team-document-factories';
import { createTeam } from './team-factories';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

async function documentState(t: TestApp, teamId: string) {
  return JSON.stringify({
    memos: await t.db.select().from(dealMemos).where(eq(dealMemos.teamId, teamId)).orderBy(asc(dealMemos.id)),
    reports: await t.db
      .select()
      .from(summaryReports)
      .where(eq(summaryReports.teamId, teamId))
      .orderBy(asc(summaryReports.id)),
  });
}

async function teamWithDocuments(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const team = await createTeam(t, owner.token);
  const tour = await createTour(t, owner.token);
  const terms = { dailyWage: '100.00', hourRate: '12.50', perDiem: '30.00' };
  const member = await paidMember(t, owner, { teamId: team.id, tourId: tour.id }, terms);
  const params = { id: team.id, memberId: member.memberId };
  const memo = must(
    await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
      params,
      body: { wageId: member.wage.id },
      token: owner.token,
    }),
    201,
  ).data;
  const queued = must(
    await t.call('POST /workspace-teams/{id}/summary-reports', {
      params: { id: team.id },
      body: { tourId: tour.id },
      token: owner.token,
    }),
    202,
  ).data;
  await t.deps.reports.idle();
  const report = must(
    await t.call('GET /workspace-teams/{id}/summary-reports/{reportId}', {
      params: { id: team.id, reportId: queued.id },
      token: owner.token,
    }),
  ).data;
  return {
    teamId: team.id,
    tourId: tour.id,
    memberId: member.memberId,
    wageId: member.wage.id,
    memoId: memo.id,
    reportId: report.id,
    fileId: report.files[0]?.id ?? '',
    state: await documentState(t, team.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await documentState(t, ids.teamId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const documentCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: teamWithDocuments, verifyUnchanged: unchanged });

const memos = (ids: Ids) => `/api/workspace-teams/${ids.teamId}/members/${ids.memberId}/deal-memos`;
const summaries = (ids: Ids) => `/api/workspace-teams/${ids.teamId}/summary-reports`;

export const TEAM_DOCUMENT_CASES: TenantCase[] = [
  documentCase(
    'issuing a deal memo',
    'POST',
    '/workspace-teams/{id}/members/{memberId}/deal-memos',
    memos,
    (ids) => ({ wageId: ids.wageId }),
  ),
  documentCase('a member’s deal memos', 'GET', '/workspace-teams/{id}/members/{memberId}/deal-memos', memos),
  documentCase(
    'a deal memo',
    'GET',
    '/workspace-teams/{id}/members/{memberId}/deal-memos/{memoId}',
    (ids) => `${memos(ids)}/${ids.memoId}`,
  ),
  documentCase(
    'a deal memo’s PDF',
    'GET',
    '/workspace-teams/{id}/members/{memberId}/deal-memos/{memoId}/pdf',
    (ids) => `${memos(ids)}/${ids.memoId}/pdf`,
  ),
  documentCase(
    'asking for a summary report',
    'POST',
    '/workspace-teams/{id}/summary-reports',
    summaries,
    (ids) => ({ tourId: ids.tourId }),
  ),
  documentCase('a team’s summary reports', 'GET', '/workspace-teams/{id}/summary-reports', summaries),
  documentCase(
    'a summary report',
    'GET',
    '/workspace-teams/{id}/summary-reports/{reportId}',
    (ids) => `${summaries(ids)}/${ids.reportId}`,
  ),
  documentCase(
    'a summary report’s file',
    'GET',
    '/workspace-teams/{id}/summary-reports/{reportId}/files/{fileId}',
    (ids) => `${summaries(ids)}/${ids.reportId}/files/${ids.fileId}`,
  ),
];
