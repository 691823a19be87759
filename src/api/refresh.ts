/**
 * Rotates the token pair after a 401. Owns the cross-tab lock: refresh tokens rotate and a reused
 * one revokes its whole family, so two tabs must never present the same refresh token.
 * Never clears tokens itself: it reports `null` and the caller ends the session.
 */

import * as v from 'valibot';
import { type AuthTokens, AuthTokensSchema } from '#contract/auth';
import { errorFromResponse, networkError } from './api-error';
import { readAuth, writeAuth } from './auth-storage';
import { API_TIMEOUT_MS } from './timeouts';

const REFRESH_LOCK_NAME = 'roadie-auth-refresh';
const REFRESH_PATH = '/api/auth/refresh';

async function rotate(rejectedAuthToken: string): Promise<AuthTokens | null> {
  // Re-read inside the lock: another tab (or an earlier request in this one) may have rotated already.
  const current = readAuth();
  if (!current) return null;
  if (current.authToken !== rejectedAuthToken) return current;

  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: current.refreshToken }),
      // Dead venue Wi-Fi must not hold every queued request behind a refresh that never answers.
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    // Offline is not a refused session: keep the tokens so the user is not signed out on a plane.
    throw networkError();
  }
  if (response.status >= 500) throw await errorFromResponse(response);
  if (!response.ok) return null;

  const parsed = v.safeParse(v.object({ data: AuthTokensSchema }), await response.json().catch(() => null));
  if (!parsed.success) return null;
  writeAuth(parsed.output.data);
  return parsed.output.data;
}

let inFlight: Promise<AuthTokens | null> | null = null;

/** Returns a usable token pair, or `null` when the server refused the refresh token. */
export function refreshSession(rejectedAuthToken: string): Promise<AuthTokens | null> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(REFRESH_LOCK_NAME, () => rotate(rejectedAuthToken));
  }
  // Without Web Locks (old browsers) at least requests within this tab share one refresh.
  inFlight ??= rotate(rejectedAuthToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
