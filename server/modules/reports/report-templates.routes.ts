import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateReportTemplateSchema,
  ReportColumnSchema,
  ReportSchema,
  ReportTemplateSchema,
  TableColumnsQuerySchema,
} from '#contract/reports';
import { defineRoute } from '../../http/route';
import { reportColumnCatalogue } from './report-columns';
import {
  createReportTemplate,
  deleteReportTemplate,
  getReportTemplate,
  listReportTemplates,
} from './report-templates.service';
import { reportsOfTemplate } from './reports.service';

const tag = 'Reports';

export const reportTemplatesRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/table-columns',
      tag,
      access: 'user',
      query: TableColumnsQuerySchema,
      summary:
        'The report column catalogue: the fixed columns, plus one `q:<id>` column per supplemental question of `tourId`',
      response: v.array(ReportColumnSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({
      data: await reportColumnCatalogue(deps.database.db, user, query.tourId),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/report-templates',
      tag,
      access: 'user',
      status: 201,
      body: CreateReportTemplateSchema,
      summary: 'Save a report template (what each row is, and the columns) for oneself',
      response: ReportTemplateSchema,
      errors: [400, 401],
    },
    async ({ body }, { deps, user }) => ({
      data: await createReportTemplate(deps.database.db, user, body, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/report-templates',
      tag,
      access: 'user',
      summary: 'Addition: the caller’s report templates, newest first',
      response: v.array(ReportTemplateSchema),
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await listReportTemplates(deps.database.db, user) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/report-templates/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One of the caller’s report templates (anyone else’s is not found)',
      response: ReportTemplateSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getReportTemplate(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/report-templates/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Addition: delete one of the caller’s templates (reports made from it are kept)',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      await deleteReportTemplate(deps.database.db, user, params.id);
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/report-templates/{id}/reports',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The reports made from one of the caller’s templates that the caller may see, newest first',
      response: v.array(ReportSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await reportsOfTemplate(deps.database.db, user, params.id),
    }),
  ),
];
