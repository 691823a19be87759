import { APP_NAME } from '#contract/limits';
import type { MailMessage } from '../../adapters/mail/mailer';

const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hi,');

/** For someone without an account: the invitation waits for them once they sign up with this address. */
export function tourInvitationMail(
  to: string,
  inviter: string,
  tourName: string,
  link: string,
  firstName: string | null = null,
): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to ${tourName} on ${APP_NAME}`,
    text: `${greeting(firstName)}\n\n${inviter} invited you to the tour "${tourName}" on ${APP_NAME}, where the crew finds daysheets, schedules and contacts — even offline.\n\nCreate your account with this e-mail address, then accept the invitation on your dashboard:\n\n${link}\n\nIf you were not expecting this, ignore this e-mail.\n`,
  };
}

/** For someone who already has an account: they accept or decline on their dashboard. */
export function tourInvitationToUserMail(
  to: string,
  inviter: string,
  tourName: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to ${tourName} on ${APP_NAME}`,
    text: `Hi,\n\n${inviter} invited you to the tour "${tourName}" on ${APP_NAME}.\n\nOpen ${APP_NAME} to accept or decline the invitation on your dashboard:\n\n${link}\n\nIf you were not expecting this, decline it or ignore this e-mail.\n`,
  };
}
