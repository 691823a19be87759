import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateEstimateSchema,
  EstimateParamsSchema,
  EstimateSchema,
  EstimateSummarySchema,
  UpdateEstimateSchema,
} from '#contract/estimates';
import { defineRoute } from '../../http/route';
import {
  createEstimate,
  deleteEstimate,
  getEstimate,
  listEstimates,
  updateEstimate,
} from './estimates.service';

const tag = 'Workspace teams';
const base = '/workspace-teams/{id}/estimates';

export const estimatesRoutes = [
  defineRoute(
    {
      method: 'post',
      path: base,
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateEstimateSchema,
      summary:
        'Estimate a tour: prefilled with one line per active member with a wage on it (owner and admins)',
      response: EstimateSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createEstimate(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: base,
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The team’s estimates, last changed first, with their totals (owner and admins)',
      response: v.array(EstimateSummarySchema),
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listEstimates(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: `${base}/{estimateId}`,
      tag,
      access: 'user',
      params: EstimateParamsSchema,
      summary: 'An estimate: its lines, column sums and exact total (owner and admins)',
      response: EstimateSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getEstimate(deps.database.db, user, params.id, params.estimateId),
    }),
  ),
  defineRoute(
    {
      method: 'put',
      path: `${base}/{estimateId}`,
      tag,
      access: 'user',
      params: EstimateParamsSchema,
      body: UpdateEstimateSchema,
      summary:
        'Save the whole estimate: name, notes and lines (replaced); amounts and quantities as text, at most 2 decimals',
      response: EstimateSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateEstimate(tx, user, params, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: `${base}/{estimateId}`,
      tag,
      access: 'user',
      params: EstimateParamsSchema,
      summary: 'Delete an estimate (owner and admins)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteEstimate(tx, user, params));
      return { data: { ok: true } };
    },
  ),
];
