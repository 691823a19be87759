import { useLiveQuery } from 'dexie-react-hooks';
import type { EmergencyContactRow, PersonalDetailsRow, TravellingDetailsRow } from './db';
import { useUserDb } from './user-sync';

/** `undefined` while the database opens or the read runs; `null` when this device has no copy yet. */
export type DeviceCopy<T> = T | null | undefined;

/** The user's personal details as this device has them (with unsent edits applied). */
export function usePersonalDetails(): DeviceCopy<PersonalDetailsRow> {
  const db = useUserDb();
  return useLiveQuery(
    async () => (db ? ((await db.personalDetails.get(db.userId)) ?? null) : undefined),
    [db],
  );
}

export function useTravellingDetails(): DeviceCopy<TravellingDetailsRow> {
  const db = useUserDb();
  return useLiveQuery(
    async () => (db ? ((await db.travellingDetails.get(db.userId)) ?? null) : undefined),
    [db],
  );
}

/** The contacts in the server's order; `null` until the profile was read on this device once. */
export function useEmergencyContacts(): DeviceCopy<EmergencyContactRow[]> {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    // Contacts have no row of their own to say "read once": the details row does.
    if (!(await db.personalDetails.get(db.userId))) return null;
    return db.emergencyContacts
      .orderBy('id')
      .toArray()
      .then((rows) => rows.sort((a, b) => a.position - b.position));
  }, [db]);
}
