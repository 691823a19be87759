/** Business constants of the product, under their agreed names. */
export const APP_NAME = 'Roadie';

export const TOUR_DAY_LIST_REFRESH_MS = 60_000;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_FOCUS_HOTKEY = 'F8';
export const TOASTS_SHOWN_AT_ONCE = 5;
export const DISMISSED_TOAST_REMOVAL_MS = 1_000_000;
export const WAGE_DECIMALS = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const CACHED_DATA_FRESHNESS_MS = 5 * 60_000;
export const SENTRY_TRACES_SAMPLE_RATE = 1;
export const SENTRY_REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

/** Server-side limits (not product constants; chosen here). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A refresh token used again within this window is treated as a race between tabs, not theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const EMAIL_CONFIRMATION_TTL_SECONDS = 48 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const IDEMPOTENCY_RETENTION_DAYS = 30;

/** What the database columns hold: int4 (positions, quantities, seq, versions) ends here. */
export const INT4_MAX = 2_147_483_647;
/** The calendar the product plans in: dates and instants outside these years are refused as typos. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;
