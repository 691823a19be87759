/**
 * The minimal page's IndexedDB: the same object stores and indexes as the app's mirror
 * (src/offline/db.ts, mirrored tables only), so reading a day costs the same lookups.
 */
import { Dexie, type Table } from 'dexie';

export type DayRow = {
  id: string;
  tourId: string;
  date: string;
  tag: string | null;
  venue: string | null;
  city: string | null;
  country: string | null;
  timeZone: string;
};
export type EventRow = {
  id: string;
  tourDayId: string;
  title: string;
  type: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  location: string | null;
  description: string | null;
};
export type AssignmentRow = { id: string; eventId: string; userId: string };
export type PersonRow = {
  id: string;
  tourId: string;
  userId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
};
export type NoteRow = { id: string; tourDayId: string; text: string };
export type TourRow = { id: string; name: string };

/** Store name → Dexie index spec, as in the app. */
export const STORES = {
  tours: 'id',
  tourDays: 'id, tourId, [tourId+date]',
  notes: 'id, tourDayId, tourId',
  events: 'id, tourDayId, tourId',
  eventPersonnel: 'id, eventId, tourId, [eventId+userId]',
  tourPersonnel: 'id, tourId',
} as const;
export type StoreName = keyof typeof STORES;

/** Sync entity name → store, as the app's mirror maps them. */
export const STORE_OF: Record<string, StoreName> = {
  tour: 'tours',
  tourDay: 'tourDays',
  note: 'notes',
  event: 'events',
  eventPersonnel: 'eventPersonnel',
  tourPersonnel: 'tourPersonnel',
};

export type MinimalDb = Dexie & {
  tours: Table<TourRow, string>;
  tourDays: Table<DayRow, string>;
  notes: Table<NoteRow, string>;
  events: Table<EventRow, string>;
  eventPersonnel: Table<AssignmentRow, string>;
  tourPersonnel: Table<PersonRow, string>;
};

export function openMinimalDb(): MinimalDb {
  const db = new Dexie('minimal');
  db.version(1).stores(STORES);
  return db as MinimalDb;
}
