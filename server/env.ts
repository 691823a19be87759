/**
 * Environment → typed config. Every value has an embedded default so `npm start` needs nothing;
 * outside production it listens on loopback only; production refuses to start without a real JWT secret.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { StripeSettings } from './adapters/billing/stripe-provider';
import type { FlightStatusSettings } from './adapters/flight-status/http-flight-status';
import type { TwilioSettings } from './adapters/messaging/twilio-messenger';
import { type VapidKeys, vapidKeysOf } from './adapters/push/vapid-keys';
import type { S3Settings } from './adapters/storage/s3-storage';
import { PASSWORD_HASH_COST, TEST_PASSWORD_HASH_COST } from './modules/auth/passwords';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  appUrl: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google Maps Platform key: places, time zones and travel times from Google instead of offline data. */
  googleMapsKey: string | undefined;
  demoPassword: string;
  seedDemo: boolean;
  /** scrypt's cost for new password hashes: full strength unless NODE_ENV=test (passwords.ts). */
  passwordHashCost: number;
  /** Multiplies the auth rate limits; tests of the limits keep 1, browser suites raise it. */
  rateLimitScale: number;
  /** True when the app is served over TLS (directly or via a proxy): turns on HSTS. */
  behindTls: boolean;
  /** S3-compatible file storage (S3_BUCKET set): files shared by every instance. Holds a secret: never logged. */
  s3: S3Settings | undefined;
  /** Twilio messaging (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender set). Holds a secret: never logged. */
  twilio: TwilioSettings | undefined;
  /** Flight-status provider (FLIGHT_STATUS_URL, FLIGHT_STATUS_KEY); none: statuses are unknown. Holds a secret: never logged. */
  flightStatus: FlightStatusSettings | undefined;
  /** Web push identity: VAPID_* or a pair made once in DATA_DIR. Holds a secret: never logged. */
  vapid: VapidKeys;
  /** Stripe billing (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_IDS); none: the test-mode provider. Holds secrets: never logged. */
  stripe: StripeSettings | undefined;
}

type Env = Record<string, string | undefined>;

/** The demo logins' password when DEMO_PASSWORD is not set; the README publishes it. */
export const PUBLISHED_DEMO_PASSWORD = 'Roadie-demo-1';

function nodeEnvOf(env: Env): Config['nodeEnv'] {
  const value = env.NODE_ENV;
  return value === 'production' || value === 'test' ? value : 'development';
}

/**
 * Development and test seed demo logins with a published password and serve the dev mailbox, so
 * only this machine may reach them unless HOST says otherwise. Production must be reachable
 * (containers, a proxy on another host) and has neither, so it listens on every IPv4 interface.
 */
function defaultHost(nodeEnv: Config['nodeEnv']): string {
  return nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1';
}

/**
 * S3_BUCKET turns S3-compatible storage on; the rest is optional: S3_ENDPOINT (not for AWS itself),
 * S3_REGION (default us-east-1), S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (else the SDK's usual
 * chain: environment, instance role), S3_FORCE_PATH_STYLE=true (MinIO and most self-hosted ones).
 */
function s3SettingsOf(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and at least one sender: TWILIO_SMS_FROM and/or
 * TWILIO_WHATSAPP_FROM (`whatsapp:` added when missing). Half a setup refuses to start rather than
 * quietly keeping every text in the database. TWILIO_API_BASE lets tests use a local stand-in.
 */
function twilioSettingsOf(env: Env): TwilioSettings | undefined {
  const accountSid = env.TWILIO_ACCOUNT_SID || undefined;
  const authToken = env.TWILIO_AUTH_TOKEN || undefined;
  const smsFrom = env.TWILIO_SMS_FROM || undefined;
  const whatsapp = env.TWILIO_WHATSAPP_FROM || undefined;
  if (!accountSid && !authToken && !smsFrom && !whatsapp) return undefined;
  if (!accountSid || !authToken || !(smsFrom || whatsapp))
    throw new Error(
      'Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM',
    );
  return {
    accountSid,
    authToken,
    smsFrom,
    whatsappFrom: whatsapp && !whatsapp.startsWith('whatsapp:') ? `whatsapp:${whatsapp}` : whatsapp,
    apiBase: env.TWILIO_API_BASE || 'https://api.twilio.com',
  };
}

/**
 * Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_IDS (comma-separated price
 * ids it sells); half a setup refuses to start rather than silently selling in test mode.
 * STRIPE_API_BASE lets tests point the SDK at a local stand-in.
 */
function stripeSettingsOf(env: Env): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  const priceIds = (env.STRIPE_PRICE_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!secretKey && !webhookSecret && priceIds.length === 0) return undefined;
  if (!secretKey || !webhookSecret || priceIds.length === 0)
    throw new Error('Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_IDS');
  return { secretKey, webhookSecret, priceIds, apiBase: env.STRIPE_API_BASE || undefined };
}

/** A dev secret kept in the data folder so tokens survive restarts without any setup. */
function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = nodeEnvOf(env);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  if (nodeEnv === 'production' && !env.JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  const mailFrom = env.MAIL_FROM ?? 'Roadie <no-reply@roadie.example>';
  return {
    nodeEnv,
    port,
    host: env.HOST || defaultHost(nodeEnv),
    dataDir,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? devSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    googleMapsKey: env.GOOGLE_MAPS_KEY || undefined,
    demoPassword: env.DEMO_PASSWORD ?? PUBLISHED_DEMO_PASSWORD,
    seedDemo: env.SEED_DEMO !== 'false' && nodeEnv !== 'production',
    passwordHashCost: nodeEnv === 'test' ? TEST_PASSWORD_HASH_COST : PASSWORD_HASH_COST,
    rateLimitScale: Number.isFinite(scale) && scale > 0 ? scale : 1,
    behindTls: env.BEHIND_TLS === 'true' || (env.APP_URL ?? '').startsWith('https://'),
    s3: s3SettingsOf(env),
    twilio: twilioSettingsOf(env),
    vapid: vapidKeysOf(env, dataDir, mailFrom),
    stripe: stripeSettingsOf(env),
    flightStatus: env.FLIGHT_STATUS_URL
      ? { url: env.FLIGHT_STATUS_URL, key: env.FLIGHT_STATUS_KEY || undefined }
      : undefined,
  };
}
