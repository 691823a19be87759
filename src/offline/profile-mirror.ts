/**
 * Keeps the signed-in user's own profile on the device (docs/offline-client.md: "profile edits made offline
 * queue in the outbox like any other edit"): personal details, travelling details and emergency
 * contacts, read whole from the REST routes and written in ONE transaction with the profile's
 * queued writes re-applied on top. Personal documents are never stored: they are dropped here.
 * It never requests while offline and never touches tour rows or the outbox order.
 */
import * as v from 'valibot';
import { EmergencyContactSchema, type PersonalDetails, PersonalDetailsSchema } from '#contract/profile';
import { type Passport, type TravellingDetails, TravellingDetailsSchema } from '#contract/travelling-details';
import {
  type PassportRow,
  type PersonalDetailsRow,
  PROFILE_SCOPE,
  PROFILE_TABLES,
  type RoadieDb,
  type TravellingDetailsRow,
} from './db';
import { reapplyOutbox } from './outbox';
import { OfflineError } from './pull';
import type { SyncTransport, TransportRequest } from './transport';

export type ProfileReadContext = { db: RoadieDb; transport: SyncTransport; isOnline: () => boolean };

export function personalDetailsRow(details: PersonalDetails): PersonalDetailsRow {
  const { documents: _documents, ...row } = details;
  return row;
}

const passportRow = ({ scan, ...passport }: Passport): PassportRow => ({
  ...passport,
  scanFileId: scan?.fileId ?? null,
});

export const travellingDetailsRow = (details: TravellingDetails): TravellingDetailsRow => ({
  ...details,
  passports: details.passports.map(passportRow),
});

/** Profile writes wait in the outbox: reading the profile before they are sent would read it twice. */
export async function profileWritesQueued(db: RoadieDb): Promise<boolean> {
  return (await db.outbox.where('scope').equals(PROFILE_SCOPE).count()) > 0;
}

/** Reads the three parts of the profile and replaces the device's copy with them. */
export async function readProfile(ctx: ProfileReadContext): Promise<void> {
  if (!ctx.isOnline()) throw new OfflineError();
  const get: TransportRequest = { method: 'GET' };
  const [personal, travelling, contacts] = await Promise.all([
    ctx.transport.request('/users/current-user/personal-details', PersonalDetailsSchema, get),
    ctx.transport.request('/users/current-user/travelling-details', TravellingDetailsSchema, get),
    ctx.transport.request('/users/current-user/emergency-contacts', v.array(EmergencyContactSchema), get),
  ]);
  const { db } = ctx;
  await db.transaction('rw', [...PROFILE_TABLES.map((name) => db[name]), db.outbox], async () => {
    await db.personalDetails.put(personalDetailsRow(personal));
    await db.travellingDetails.put(travellingDetailsRow(travelling));
    await db.emergencyContacts.clear();
    await db.emergencyContacts.bulkPut(contacts.map((contact, position) => ({ ...contact, position })));
    // Edits not yet accepted by the server stay visible over its (older) answer.
    await reapplyOutbox(db, PROFILE_SCOPE);
  });
}
