import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import { CreateReportSchema, ReportSchema, ReportsQuerySchema } from '#contract/reports';
import { defineRoute } from '../../http/route';
import { downloadReportFile } from './report-files.service';
import { createReport, getReport, listReports } from './reports.service';

const tag = 'Reports';

export const reportsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/reports',
      tag,
      access: 'user',
      status: 202,
      body: CreateReportSchema,
      summary:
        'Ask for a report of a tour the caller is on, from a template of theirs or picked columns: answered at ' +
        'once with status `queued`; poll GET /reports/{id} until `done` or `failed`',
      response: ReportSchema,
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => {
      const report = await deps.database.db.transaction((tx) => createReport(tx, user, body, deps.now()));
      // After the commit (under an Idempotency-Key, the request's own): the runner reads the row
      // on a connection of its own.
      deps.afterCommit(() => deps.reports.wake());
      return { data: report };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/reports',
      tag,
      access: 'user',
      query: ReportsQuerySchema,
      summary: 'The reports the caller may see (their own; on tours they manage, everyone’s), newest first',
      response: v.array(ReportSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({ data: await listReports(deps.database.db, user, query) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/reports/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One report: its status and progress, and once done its first rows and files',
      response: ReportSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getReport(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/report-files/download/{id}',
      tag,
      access: 'user',
      raw: true,
      binary: true,
      params: IdParamSchema,
      summary:
        'The bytes of a report’s CSV or PDF (Authorization required, as for every call; attachment with the file’s name)',
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => downloadReportFile(deps, user, params.id),
  ),
];
