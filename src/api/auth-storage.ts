/**
 * Owns the `auth` entry in localStorage: `{authToken, refreshToken}` (docs/api.md).
 * It must never throw on a corrupt entry (that simply counts as signed out) and never log tokens.
 */

import * as v from 'valibot';
import { type AuthTokens, AuthTokensSchema } from '#contract/auth';
import { AUTH_STORAGE_KEY, tokenSubject } from './auth-subject';

/** The last entry read and what it parsed to: the start-up reads it a dozen times, unchanged. */
let lastRead: { raw: string; tokens: AuthTokens | null } | null = null;

function parseAuth(raw: string): AuthTokens | null {
  try {
    const parsed = v.safeParse(AuthTokensSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function readAuth(): AuthTokens | null {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  if (lastRead?.raw !== raw) lastRead = { raw, tokens: parseAuth(raw) };
  return lastRead.tokens;
}

export function writeAuth(tokens: AuthTokens): void {
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ authToken: tokens.authToken, refreshToken: tokens.refreshToken }),
  );
}

export function clearAuth(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
}

export function isSignedIn(): boolean {
  return readAuth() !== null;
}

/** The `sub` of the stored access token: who is signed in here. Not verified — the server does that. */
export function storedUserId(): string | null {
  const tokens = readAuth();
  return tokens ? tokenSubject(tokens.authToken) : null;
}
