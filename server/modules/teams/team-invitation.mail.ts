import { APP_NAME } from '#contract/limits';
import { deliver } from '../../adapters/mail/deliver';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { AppDeps, AuthUser } from '../../http/context';
import type { TeamInvitationSent } from './team-members.service';

/** The invitation mail: people with an account answer on their dashboard, others sign up first. */
export function teamInvitationMail(
  to: string,
  inviter: string,
  teamName: string,
  link: string,
  hasAccount: boolean,
): MailMessage {
  const next = hasAccount
    ? `Open ${APP_NAME} to accept or decline the invitation on your dashboard:`
    : 'Create your account with this e-mail address, then accept the invitation on your dashboard:';
  return {
    to,
    subject: `${inviter} invited you to the team ${teamName} on ${APP_NAME}`,
    text: `Hi,\n\n${inviter} invited you to join the team "${teamName}" on ${APP_NAME}.\n\n${next}\n\n${link}\n\nIf you were not expecting this, ignore this e-mail.\n`,
  };
}

/** Sent after the commit that created the invitation, so no one hears of a rolled-back one. */
export async function mailTeamInvitation(
  deps: AppDeps,
  inviter: AuthUser,
  teamName: string,
  sent: TeamInvitationSent,
) {
  const { email } = sent.member;
  const link = sent.hasAccount
    ? `${deps.config.appUrl}/dashboard`
    : `${deps.config.appUrl}/register?email=${encodeURIComponent(email)}`;
  await deliver(deps, teamInvitationMail(email, inviter.email, teamName, link, sent.hasAccount));
}
