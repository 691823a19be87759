import * as v from 'valibot';
import { PROJECT_ROLES } from './roles';

/**
 * A pending invitation of the signed-in user (GET /invitations). `kind` says what it is for:
 * a tour or a workspace team — clients show the kinds they know.
 */
export const TourInvitationSchema = v.object({
  kind: v.literal('TOUR'),
  /** The invitation's id: the tour personnel row, used in /invitations/tour/{id}/accept|decline. */
  id: v.string(),
  tourId: v.string(),
  tourName: v.string(),
  artistName: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  role: v.picklist(PROJECT_ROLES),
  roleTitle: v.nullable(v.string()),
  /** Who sent it: their name, or null when that account is gone. */
  invitedBy: v.nullable(v.object({ firstName: v.string(), lastName: v.string(), email: v.string() })),
  invitedAt: v.string(),
});
export type TourInvitation = v.InferOutput<typeof TourInvitationSchema>;

/** An invitation to a workspace team; its id is the team member row (…/workspace-team/{id}/accept). */
export const TeamInvitationSchema = v.object({
  kind: v.literal('WORKSPACE_TEAM'),
  id: v.string(),
  teamId: v.string(),
  teamName: v.string(),
  workspaceName: v.string(),
  position: v.nullable(v.string()),
  invitedBy: v.nullable(v.object({ firstName: v.string(), lastName: v.string(), email: v.string() })),
  invitedAt: v.string(),
});
export type TeamInvitation = v.InferOutput<typeof TeamInvitationSchema>;

export const InvitationSchema = v.variant('kind', [TourInvitationSchema, TeamInvitationSchema]);
export type Invitation = v.InferOutput<typeof InvitationSchema>;

export const AcceptedTourInvitationSchema = v.object({ kind: v.literal('TOUR'), tourId: v.string() });
export const AcceptedTeamInvitationSchema = v.object({
  kind: v.literal('WORKSPACE_TEAM'),
  teamId: v.string(),
});
