import { OkSchema } from '#contract/common';
import {
  MemberWagesSchema,
  TeamMemberParamsSchema,
  UpdateWageSchema,
  WageInputSchema,
  WageParamsSchema,
  WageSchema,
} from '#contract/teams';
import { defineRoute } from '../../http/route';
import { addWage, deleteWage, listWages, updateWage } from './wages.service';

const tag = 'Workspace teams';
const base = '/workspace-teams/{id}/members/{memberId}/wages';

export const wagesRoutes = [
  defineRoute(
    {
      method: 'post',
      path: base,
      tag,
      access: 'user',
      status: 201,
      params: TeamMemberParamsSchema,
      body: WageInputSchema,
      summary:
        'Set a member’s wage on a tour: amounts as text (‘1234.50’), at most 2 decimals (owner and admins)',
      response: WageSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        addWage(tx, user, params.id, params.memberId, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: base,
      tag,
      access: 'user',
      params: TeamMemberParamsSchema,
      summary: 'A member’s wages by tour with exact totals (owner and admins; a member their own)',
      response: MemberWagesSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await listWages(deps.database.db, user, params.id, params.memberId),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: `${base}/{wageId}`,
      tag,
      access: 'user',
      params: WageParamsSchema,
      body: UpdateWageSchema,
      summary: 'Change a wage (owner and admins; only the fields sent change)',
      response: WageSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateWage(tx, user, params, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: `${base}/{wageId}`,
      tag,
      access: 'user',
      params: WageParamsSchema,
      summary: 'Delete a wage (owner and admins)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteWage(tx, user, params));
      return { data: { ok: true } };
    },
  ),
];
