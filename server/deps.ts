import { join } from 'node:path';
import { stripeProvider } from './adapters/billing/stripe-provider';
import { testModeProvider } from './adapters/billing/test-mode-provider';
import { noFlightStatus } from './adapters/flight-status/flight-status';
import { httpFlightStatus } from './adapters/flight-status/http-flight-status';
import { smtpMailer } from './adapters/mail/smtp-mailer';
import { storedMailer } from './adapters/mail/stored-mailer';
import { googleMaps } from './adapters/maps/google-maps';
import { offlineMaps } from './adapters/maps/offline-maps';
import { storedMessenger } from './adapters/messaging/stored-messenger';
import { twilioMessenger } from './adapters/messaging/twilio-messenger';
import { webPushSender } from './adapters/push/web-push-sender';
import { localDiskStorage } from './adapters/storage/local-disk-storage';
import { s3Storage } from './adapters/storage/s3-storage';
import type { Database } from './db/client';
import type { Config } from './env';
import type { AppDeps } from './http/context';
import type { Logger } from './http/logger';
import { createLiveHub } from './live/live-hub';
import { createReportJobs } from './modules/reports/report-jobs';
import { SUMMARY_REPORT_QUEUE } from './modules/summary-reports/summary-report-generate';

/** Picks each adapter: the embedded default unless its real provider is configured. */
export function buildDeps(
  config: Config,
  database: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): AppDeps {
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : storedMailer(database, logger, now);
  const messenger = config.twilio ? twilioMessenger(config.twilio) : storedMessenger(database, logger, now);
  const maps = config.googleMapsKey ? googleMaps({ key: config.googleMapsKey, now }) : offlineMaps();
  const storage = config.s3 ? s3Storage(config.s3) : localDiskStorage(join(config.dataDir, 'files'));
  const live = createLiveHub({ database, logger, now });
  const push = webPushSender(config.vapid);
  const flightStatus = config.flightStatus ? httpFlightStatus(config.flightStatus) : noFlightStatus();
  const billing = config.stripe ? stripeProvider(config.stripe, now) : testModeProvider(now);
  if (!config.stripe && config.nodeEnv === 'production')
    logger.warn('Billing runs in test mode (no STRIPE_* set): anyone can subscribe without paying');
  const reports = createReportJobs({ database, storage, logger, now }, [SUMMARY_REPORT_QUEUE]);
  return {
    config,
    database,
    logger,
    mailer,
    messenger,
    maps,
    storage,
    live,
    push,
    flightStatus,
    billing,
    reports,
    afterCommit: (work) => work(),
    now,
    sleep,
  };
}
