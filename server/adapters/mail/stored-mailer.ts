import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { Logger } from '../../http/logger';
import { linksIn, type Mailer } from './mailer';

/**
 * Embedded default: keeps every message in the database (read by the dev mailbox) and prints the
 * links to the log so a developer can follow them without any mail server.
 */
export function storedMailer(database: Database, logger: Logger, now: () => Date): Mailer {
  return {
    within: (other) => storedMailer(other, logger, now),
    async send(message) {
      await database.db.insert(mailOutbox).values({ id: crypto.randomUUID(), ...message, createdAt: now() });
      logger.info(`mail to ${message.to}: ${message.subject}`, { links: linksIn(message.text) });
    },
  };
}
