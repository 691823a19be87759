import { smtpMailer } from './adapters/mail/smtp-mailer';
import { storedMailer } from './adapters/mail/stored-mailer';
import type { Database } from './db/client';
import type { Config } from './env';
import type { AppDeps } from './http/context';
import type { Logger } from './http/logger';

/** Picks each adapter: the embedded default unless its real provider is configured. */
export function buildDeps(
  config: Config,
  database: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
): AppDeps {
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : storedMailer(database, logger, now);
  return { config, database, logger, mailer, now };
}
