import { IdParamSchema, OkSchema } from '#contract/common';
import { AcceptedTeamInvitationSchema } from '#contract/invitations';
import { defineRoute } from '../../http/route';
import { acceptTeamInvitation, declineTeamInvitation } from './team-invitations.service';

const tag = 'Invitations';

export const teamInvitationsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/invitations/workspace-team/{id}/accept',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Accept your invitation to a workspace team: you become an active member',
      response: AcceptedTeamInvitationSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ params }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => acceptTeamInvitation(tx, user, params.id, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/invitations/workspace-team/{id}/decline',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Decline your invitation to a workspace team',
      response: OkSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => declineTeamInvitation(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
];
