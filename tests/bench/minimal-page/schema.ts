/**
 * The minimal page's IndexedDB: the same object stores and indexes as the app's mirror
 * (src/offline/entities.ts, the tables a day's sheet reads), so reading a day costs the same lookups.
 */
import { Dexie, type Table } from 'dexie';
import { DEVICE_ENTITIES } from '../../../src/offline/entities';

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

/** The entities the minimal page mirrors: a day's schedule, its notes and its people. */
const MIRRORED = ['tour', 'tourDay', 'note', 'event', 'eventPersonnel', 'tourPersonnel'] as const;
type Mirrored = (typeof MIRRORED)[number];
export type StoreName = (typeof DEVICE_ENTITIES)[Mirrored]['table'];

/** Store name → Dexie index spec: the app's own declarations, so a day costs the same lookups. */
export const STORES = Object.fromEntries(
  MIRRORED.map((entity) => [DEVICE_ENTITIES[entity].table, DEVICE_ENTITIES[entity].indexes]),
) as Record<StoreName, string>;

/** Sync entity name → store, as the app's mirror maps them. */
export const STORE_OF: Record<string, StoreName> = Object.fromEntries(
  MIRRORED.map((entity) => [entity, DEVICE_ENTITIES[entity].table]),
);

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
