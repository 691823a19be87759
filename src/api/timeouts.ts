/**
 * A request with no answer by then counts as "no network" (a dead venue Wi-Fi or a captive portal
 * that never answers): it fails as a network error, which flips connectivity to offline.
 */
export const API_TIMEOUT_MS = 8_000;
