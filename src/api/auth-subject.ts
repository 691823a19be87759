/**
 * Who a stored session belongs to, with no dependency at all: the script that paints the last
 * screen before the entry runs (src/app/last-screen/paint-before-entry.ts) reads it, and must stay
 * a few hundred bytes. ./auth-storage.ts owns the entry and validates it; this only decodes.
 */

/** The localStorage entry holding `{authToken, refreshToken}`. */
export const AUTH_STORAGE_KEY = 'auth';

/** The `sub` of an access token: who it was issued to. Not verified — the server does that. */
export function tokenSubject(authToken: string): string | null {
  const payload = authToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : null;
  } catch {
    return null;
  }
}

/** The subject of the stored access token, without the schema ./auth-storage.ts checks it against. */
export function storedSubjectUnchecked(storage: Storage): string | null {
  try {
    const stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { authToken?: unknown } | null;
    return typeof stored?.authToken === 'string' ? tokenSubject(stored.authToken) : null;
  } catch {
    return null;
  }
}
