import { APP_NAME } from '#contract/limits';
import type { MailMessage } from '../../adapters/mail/mailer';

export function confirmationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your ${APP_NAME} account`,
    text: `Hi ${firstName},\n\nConfirm your e-mail address to finish creating your ${APP_NAME} account:\n\n${link}\n\nThe link works once and expires in 48 hours. If you did not sign up, ignore this e-mail.\n`,
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${APP_NAME} password`,
    text: `Hi ${firstName},\n\nSet a new password for your ${APP_NAME} account:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
  };
}
