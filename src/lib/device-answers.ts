/**
 * The few server answers a signed-in screen needs before it can render at all (who the user is,
 * whether they accepted the terms), kept on the device so Roadie opens with no network. Keyed by
 * the user id inside the access token, so two people on one device never see each other's.
 * Never holds personal documents or anything beyond those guard answers.
 */
import type { QueryKey } from '@tanstack/react-query';
import { storedUserId } from '../api/auth-storage';

const PREFIX = 'roadie-answer:';

const keyFor = (userId: string, queryKey: QueryKey) => `${PREFIX}${userId}:${JSON.stringify(queryKey)}`;

function storageKey(queryKey: QueryKey): string | null {
  const userId = storedUserId();
  return userId ? keyFor(userId, queryKey) : null;
}

function parse<T>(raw: string | null): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function readDeviceAnswer<T>(queryKey: QueryKey): T | undefined {
  const key = storageKey(queryKey);
  return parse<T>(key ? localStorage.getItem(key) : null);
}

/**
 * Several answers in one synchronous read: the stored session is decoded once, not once per
 * answer (the guards of every signed-in screen ask for three at each start).
 */
export function readDeviceAnswers(queryKeys: readonly QueryKey[]): unknown[] {
  const userId = storedUserId();
  return queryKeys.map((queryKey) =>
    userId ? parse<unknown>(localStorage.getItem(keyFor(userId, queryKey))) : undefined,
  );
}

export function writeDeviceAnswer(queryKey: QueryKey, data: unknown): void {
  const key = storageKey(queryKey);
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify(data));
  } catch {
    // A full storage only costs the offline start its shortcut; the online path still works.
  }
}
