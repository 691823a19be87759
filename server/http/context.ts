import type { PlatformRole } from '#contract/users';
import type { BillingProvider } from '../adapters/billing/billing-provider';
import type { FlightStatusAdapter } from '../adapters/flight-status/flight-status';
import type { Mailer } from '../adapters/mail/mailer';
import type { MapsAdapter } from '../adapters/maps/maps-adapter';
import type { Messenger } from '../adapters/messaging/messenger';
import type { PushSender } from '../adapters/push/push-sender';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Database } from '../db/client';
import type { Config } from '../env';
import type { LiveHub } from '../live/live-hub';
import type { ReportJobs } from '../modules/reports/report-jobs';
import type { Logger } from './logger';

/** Everything the app needs from outside, so tests can build it with a test database and mailer. */
export interface AppDeps {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** SMS / WhatsApp: stored for the dev mailbox by default, Twilio when TWILIO_* is set. */
  messenger: Messenger;
  maps: MapsAdapter;
  /** The bytes of uploaded files (local disk under `<DATA_DIR>/files` by default). */
  storage: FileStorage;
  logger: Logger;
  /** Web push to browsers' subscriptions (VAPID keys from the config). */
  push: PushSender;
  /** Subscriptions' billing: Stripe when STRIPE_* is set, else the local test-mode provider. */
  billing: BillingProvider;
  /** Flight statuses: none by default (unknown), an HTTP provider when FLIGHT_STATUS_URL is set. */
  flightStatus: FlightStatusAdapter;
  /** The live channel's streams open on this process (server/live/). */
  live: LiveHub;
  /** The report runner of this process (server/modules/reports/report-jobs.ts); tests await `idle()`. */
  reports: ReportJobs;
  /**
   * Runs `work` once the request's writes are committed: at once, or — inside the transaction of
   * an Idempotency-Key — after it commits (never after a rollback). For telling background work.
   */
  afterCommit(work: () => void): void;
  /** Injectable clock: tests move time to expire links and tokens. */
  now: () => Date;
  /** Waits (the growing delay after failed sign-ins); tests record the delays instead of waiting. */
  sleep: (ms: number) => Promise<void>;
}

export interface AuthUser {
  id: string;
  email: string;
  role: PlatformRole;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: AuthUser | null;
    /** The session the access token names (`sid`); null when `user` is. */
    sessionId: string | null;
  };
}
