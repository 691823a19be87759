import * as v from 'valibot';
import { DealMemoParamsSchema, DealMemoSchema, IssueDealMemoSchema } from '#contract/deal-memos';
import { TeamMemberParamsSchema } from '#contract/teams';
import { defineRoute } from '../../http/route';
import { contentDisposition } from '../files/downloads-response';
import { dealMemoPdf } from './deal-memo-pdf';
import { getDealMemo, issueDealMemo, listDealMemos } from './deal-memos.service';

const tag = 'Workspace teams';
const base = '/workspace-teams/{id}/members/{memberId}/deal-memos';

export const dealMemosRoutes = [
  defineRoute(
    {
      method: 'post',
      path: base,
      tag,
      access: 'user',
      status: 201,
      params: TeamMemberParamsSchema,
      body: IssueDealMemoSchema,
      summary:
        'Issue a deal memo from one of the member’s wages (owner and admins): the values are kept as issued; ' +
        'job number, job name, position and dates default to the team’s next number, the tour and the member',
      response: DealMemoSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => issueDealMemo(tx, user, params, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: base,
      tag,
      access: 'user',
      params: TeamMemberParamsSchema,
      summary: 'A member’s deal memos, newest first (owner and admins; a member their own)',
      response: v.array(DealMemoSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listDealMemos(deps.database.db, user, params) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: `${base}/{memoId}`,
      tag,
      access: 'user',
      params: DealMemoParamsSchema,
      summary: 'One deal memo as issued (owner and admins; a member their own)',
      response: DealMemoSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getDealMemo(deps.database.db, user, params) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: `${base}/{memoId}/pdf`,
      tag,
      access: 'user',
      raw: true,
      binary: true,
      params: DealMemoParamsSchema,
      summary: 'The deal memo as a PDF (attachment; same readers as the memo)',
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      const memo = await getDealMemo(deps.database.db, user, params);
      const bytes = await dealMemoPdf(memo);
      return new Response(new Uint8Array(bytes), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(
            'attachment',
            `Deal memo ${memo.jobNumber} – ${memo.technician}.pdf`,
          ),
          'Content-Length': String(bytes.byteLength),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  ),
];
