/**
 * The few server answers a signed-in screen needs before it can render at all (who the user is,
 * whether they accepted the terms), kept on the device so Roadie opens with no network. Keyed by
 * the user id inside the access token, so two people on one device never see each other's.
 * Never holds personal documents or anything beyond those guard answers.
 */
import type { QueryKey } from '@tanstack/react-query';
import { storedUserId } from '../api/auth-storage';

const PREFIX = 'roadie-answer:';

function storageKey(queryKey: QueryKey): string | null {
  const userId = storedUserId();
  return userId ? `${PREFIX}${userId}:${JSON.stringify(queryKey)}` : null;
}

export function readDeviceAnswer<T>(queryKey: QueryKey): T | undefined {
  const key = storageKey(queryKey);
  const raw = key ? localStorage.getItem(key) : null;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
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
