import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  InviteTeamMemberSchema,
  TeamMemberParamsSchema,
  TeamMemberSchema,
  UpdateTeamMemberSchema,
} from '#contract/teams';
import { defineRoute } from '../../http/route';
import { findTeam } from './team-access';
import { mailTeamInvitation } from './team-invitation.mail';
import { getMember, inviteMember, listMembers, removeMember, updateMember } from './team-members.service';

const tag = 'Workspace teams';

export const teamMembersRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/workspace-teams/{id}/members',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: InviteTeamMemberSchema,
      summary: 'Invite someone to the team by e-mail (owner and admins); they accept or decline',
      response: TeamMemberSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => {
      const sent = await deps.database.db.transaction((tx) =>
        inviteMember(tx, user, params.id, body, deps.now()),
      );
      const { team } = await findTeam(deps.database.db, user, params.id);
      await mailTeamInvitation(deps, user, team.name, sent);
      return { data: sent.member };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/workspace-teams/{id}/members',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The team’s people, invited and active: the owner first',
      response: v.array(TeamMemberSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listMembers(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/workspace-teams/{id}/members/{memberId}',
      tag,
      access: 'user',
      params: TeamMemberParamsSchema,
      summary: 'One person of the team',
      response: TeamMemberSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await getMember(deps.database.db, user, params.id, params.memberId),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/workspace-teams/{id}/members/{memberId}',
      tag,
      access: 'user',
      params: TeamMemberParamsSchema,
      body: UpdateTeamMemberSchema,
      summary: 'Change a member’s position or role (owner and admins; the owner’s role stays)',
      response: TeamMemberSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateMember(tx, user, params.id, params.memberId, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/workspace-teams/{id}/members/{memberId}',
      tag,
      access: 'user',
      params: TeamMemberParamsSchema,
      summary: 'Remove someone from the team, with their wages (owner and admins; not the owner)',
      response: OkSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => removeMember(tx, user, params.id, params.memberId));
      return { data: { ok: true } };
    },
  ),
];
