import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import { AcceptedTeamInvitationSchema } from '#contract/invitations';
import {
  type InviteTeamMember,
  MemberWagesSchema,
  type TeamInput,
  TeamMemberSchema,
  TeamSchema,
  TeamTourSchema,
  WageSchema,
} from '#contract/teams';
import { apiRequest } from './client';

const teamPath = (teamId: string) => `/workspace-teams/${encodeURIComponent(teamId)}`;
const memberPath = (teamId: string, memberId: string) =>
  `${teamPath(teamId)}/members/${encodeURIComponent(memberId)}`;

/** Amounts as typed ('1234.50'): the server checks and stores them in minor units. */
export type WageText = { tourId: string; dailyWage: string; hourRate: string; perDiem: string };

export const fetchTeams = () => apiRequest('/workspace-teams', v.array(TeamSchema));
export const fetchTeam = (teamId: string) => apiRequest(teamPath(teamId), TeamSchema);
export const createTeam = (input: TeamInput) =>
  apiRequest('/workspace-teams', TeamSchema, { method: 'POST', body: input });
export const updateTeam = (teamId: string, input: TeamInput) =>
  apiRequest(teamPath(teamId), TeamSchema, { method: 'PATCH', body: input });
export const deleteTeam = (teamId: string) => apiRequest(teamPath(teamId), OkSchema, { method: 'DELETE' });

export const fetchTeamMembers = (teamId: string) =>
  apiRequest(`${teamPath(teamId)}/members`, v.array(TeamMemberSchema));
export const inviteTeamMember = (teamId: string, input: InviteTeamMember) =>
  apiRequest(`${teamPath(teamId)}/members`, TeamMemberSchema, { method: 'POST', body: input });
export const removeTeamMember = (teamId: string, memberId: string) =>
  apiRequest(memberPath(teamId, memberId), OkSchema, { method: 'DELETE' });

export const fetchTeamTours = (teamId: string) =>
  apiRequest(`${teamPath(teamId)}/tours`, v.array(TeamTourSchema));
export const fetchWages = (teamId: string, memberId: string) =>
  apiRequest(`${memberPath(teamId, memberId)}/wages`, MemberWagesSchema);
export const addWage = (teamId: string, memberId: string, input: WageText) =>
  apiRequest(`${memberPath(teamId, memberId)}/wages`, WageSchema, { method: 'POST', body: input });
export const updateWage = (teamId: string, memberId: string, wageId: string, input: WageText) =>
  apiRequest(`${memberPath(teamId, memberId)}/wages/${encodeURIComponent(wageId)}`, WageSchema, {
    method: 'PATCH',
    body: input,
  });

export const acceptTeamInvitation = (id: string) =>
  apiRequest(`/invitations/workspace-team/${encodeURIComponent(id)}/accept`, AcceptedTeamInvitationSchema, {
    method: 'POST',
  });
export const declineTeamInvitation = (id: string) =>
  apiRequest(`/invitations/workspace-team/${encodeURIComponent(id)}/decline`, OkSchema, { method: 'DELETE' });
