import * as v from 'valibot';
import { PROJECT_ROLES } from './roles';

/**
 * A pending invitation of the signed-in user (GET /invitations). `kind` says what it is for:
 * tours now, workspace teams later — clients show the kinds they know.
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

export const InvitationSchema = v.variant('kind', [TourInvitationSchema]);
export type Invitation = v.InferOutput<typeof InvitationSchema>;

export const AcceptedTourInvitationSchema = v.object({ kind: v.literal('TOUR'), tourId: v.string() });
