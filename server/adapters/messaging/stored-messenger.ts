import { MESSAGE_CHANNELS } from '#contract/messaging';
import type { Database } from '../../db/client';
import { textOutbox } from '../../db/schema/index';
import type { Logger } from '../../http/logger';
import type { Messenger } from './messenger';

/**
 * Embedded default: keeps every text in the database (read by the dev mailbox) and logs that it
 * was "sent", so the whole flow works without a provider account. The body is not logged: it is
 * the manager's words to their crew, readable in the dev mailbox on this machine only.
 */
export function storedMessenger(database: Database, logger: Logger, now: () => Date): Messenger {
  return {
    channels: MESSAGE_CHANNELS,
    within: (other) => storedMessenger(other, logger, now),
    async send(message) {
      const id = crypto.randomUUID();
      await database.db.insert(textOutbox).values({ id, ...message, createdAt: now() });
      logger.info(`${message.channel} to ${message.to} stored (dev mailbox)`);
      return { providerId: `stored:${id}` };
    },
  };
}
