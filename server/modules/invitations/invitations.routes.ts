import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import { AcceptedTourInvitationSchema, InvitationSchema } from '#contract/invitations';
import { defineRoute } from '../../http/route';
import { listTeamInvitations } from '../teams/team-invitations.service';
import { acceptTourInvitation, declineTourInvitation, listInvitations } from './invitations.service';

const tag = 'Invitations';

export const invitationsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/invitations',
      tag,
      access: 'user',
      summary:
        'Your pending invitations to tours and workspace teams, newest first (each carries its `kind`)',
      response: v.array(InvitationSchema),
      errors: [401],
    },
    async (_input, { deps, user }) => {
      const db = deps.database.db;
      const all = [...(await listInvitations(db, user)), ...(await listTeamInvitations(db, user))];
      return { data: all.sort((a, b) => b.invitedAt.localeCompare(a.invitedAt)) };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/invitations/tour/{id}/accept',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Accept your invitation to a tour: you join it with the role you were invited with',
      response: AcceptedTourInvitationSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => acceptTourInvitation(tx, user, params.id, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/invitations/tour/{id}/decline',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Decline your invitation to a tour; its managers see that you declined',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => declineTourInvitation(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
];
