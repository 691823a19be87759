import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import {
  CreateSummaryReportSchema,
  SummaryReportFileParamsSchema,
  SummaryReportParamsSchema,
  SummaryReportSchema,
} from '#contract/summary-reports';
import { defineRoute } from '../../http/route';
import {
  createSummaryReport,
  downloadSummaryReportFile,
  getSummaryReport,
  listSummaryReports,
} from './summary-reports.service';

const tag = 'Workspace teams';
const base = '/workspace-teams/{id}/summary-reports';

export const summaryReportsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: base,
      tag,
      access: 'user',
      status: 202,
      params: IdParamSchema,
      body: CreateSummaryReportSchema,
      summary:
        'Ask for a summary report of the team’s pay on a tour (owner and admins): answered at once with ' +
        'status `queued`; poll GET …/summary-reports/{reportId} until `done` or `failed`',
      response: SummaryReportSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => {
      const report = await deps.database.db.transaction((tx) =>
        createSummaryReport(tx, user, params.id, body, deps.now()),
      );
      // After the commit: the runner reads the row on a connection of its own.
      deps.afterCommit(() => deps.reports.wake());
      return { data: report };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: base,
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The team’s summary reports, newest first (owner and admins)',
      response: v.array(SummaryReportSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listSummaryReports(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: `${base}/{reportId}`,
      tag,
      access: 'user',
      params: SummaryReportParamsSchema,
      summary: 'One summary report: status and progress, and once done its rows (totals last) and files',
      response: SummaryReportSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getSummaryReport(deps.database.db, user, params.id, params.reportId),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: `${base}/{reportId}/files/{fileId}`,
      tag,
      access: 'user',
      raw: true,
      binary: true,
      params: SummaryReportFileParamsSchema,
      summary: 'The bytes of a summary report’s CSV or PDF (attachment; owner and admins)',
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => downloadSummaryReportFile(deps, user, params),
  ),
];
