import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Real provider: any SMTP server given as SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}
