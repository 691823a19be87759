import type { AppDeps } from '../../http/context';
import type { MailMessage } from './mailer';

/**
 * Sends after the change that caused the mail is committed. A delivery failure is logged, not
 * thrown: the change stands and the user can ask for the mail again.
 */
export async function deliver(deps: AppDeps, message: MailMessage) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error('mail delivery failed', {
      to: message.to,
      subject: message.subject,
      error: String(error),
    });
  }
}
