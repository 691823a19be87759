import { APP_NAME } from '#contract/limits';
import { deliver } from '../../adapters/mail/deliver';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps } from '../../http/context';
import type { CreatedUser } from './admin-user-writes';

/** The mail of an account an admin made: the link sets the first password and confirms the address. */
export function adminInvitationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Your ${APP_NAME} account is ready`,
    text: `Hi ${firstName},\n\nAn administrator created a ${APP_NAME} account for this e-mail address. Choose your password to start using it:\n\n${link}\n\nThe link works once and expires in 7 days. If you were not expecting this, ignore this e-mail.\n`,
  };
}

/** Sent after the commit that made the account, so no one hears of a rolled-back one. */
export async function mailAdminInvitation(deps: AppDeps, created: CreatedUser) {
  if (!created.invitationToken) return;
  const link = `${deps.config.appUrl}/confirm-reset-password?token=${created.invitationToken}`;
  await deliver(deps, adminInvitationMail(created.email, created.firstName, link));
}
