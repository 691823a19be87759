import type { Database } from '../../db/client';

/** The mail port. Adapters: stored (embedded default, dev mailbox) and SMTP (SMTP_URL). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
  /** The same mailer writing through `database` (a request's transaction), for a mailer that stores mail. */
  within?(database: Database): Mailer;
}

/** Links in a message body, for the dev mailbox and the log line. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s>)"]+/g) ?? [];
}
