import { deliver } from '../../adapters/mail/deliver';
import type { AppDeps, AuthUser } from '../../http/context';
import { getTour } from '../tours/tours.service';
import { tourInvitationMail, tourInvitationToUserMail } from './personnel.mail';
import type { SentInvitation } from './personnel-invite.service';

/** Sent after the commit that created the invitations, so no one is told about a rolled-back one. */
export async function mailInvitations(
  deps: AppDeps,
  inviter: AuthUser,
  tourId: string,
  sent: SentInvitation[],
) {
  if (sent.length === 0) return;
  const { name } = await getTour(deps.database.db, inviter, tourId);
  for (const invitation of sent) {
    const message = invitation.hasAccount
      ? tourInvitationToUserMail(invitation.email, inviter.email, name, `${deps.config.appUrl}/dashboard`)
      : tourInvitationMail(
          invitation.email,
          inviter.email,
          name,
          `${deps.config.appUrl}/register?email=${encodeURIComponent(invitation.email)}`,
          invitation.firstName,
        );
    await deliver(deps, message);
  }
}
