/**
 * The local effects of the profile writes (contract/sync-mutations.ts: profile.*, passport.*,
 * emergencyContact.*) on the user's own profile tables. Like every effect they are idempotent:
 * they are re-applied on top of each re-read of the profile while their outbox row waits.
 * They never touch the outbox or any tour table.
 */
import type { MutationArgs } from '#contract/sync-mutations';
import { PROFILE_SCOPE, type RoadieDb } from './db';

/** PROFILE_SCOPE, or `null` when the profile was never read on this device (nothing changed). */
type ProfileEffectResult = Promise<typeof PROFILE_SCOPE | null>;

/** Copies the given fields only: `undefined` means "not part of this edit". */
function withChanges<T extends object>(row: T, changes: object): T {
  const next = { ...row };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

export async function updatePersonalDetails(
  db: RoadieDb,
  args: MutationArgs<'profile.updatePersonalDetails'>,
): ProfileEffectResult {
  const row = await db.personalDetails.get(db.userId);
  if (!row) return null;
  await db.personalDetails.put(withChanges(row, args.changes));
  return PROFILE_SCOPE;
}

export async function updateTravellingDetails(
  db: RoadieDb,
  args: MutationArgs<'profile.updateTravellingDetails'>,
): ProfileEffectResult {
  const row = await db.travellingDetails.get(db.userId);
  if (!row) return null;
  await db.travellingDetails.put(withChanges(row, args.changes));
  return PROFILE_SCOPE;
}

export async function savePassport(db: RoadieDb, args: MutationArgs<'passport.save'>): ProfileEffectResult {
  const row = await db.travellingDetails.get(db.userId);
  if (!row) return null;
  const existing = row.passports.find((passport) => passport.id === args.passport.id);
  const saved = { ...args.passport, scanFileId: existing?.scanFileId ?? null };
  const passports = existing
    ? row.passports.map((passport) => (passport.id === saved.id ? saved : passport))
    : [...row.passports, saved];
  await db.travellingDetails.put({ ...row, passports });
  return PROFILE_SCOPE;
}

export async function deletePassport(
  db: RoadieDb,
  args: MutationArgs<'passport.delete'>,
): ProfileEffectResult {
  const row = await db.travellingDetails.get(db.userId);
  if (!row) return null;
  await db.travellingDetails.put({
    ...row,
    passports: row.passports.filter((passport) => passport.id !== args.id),
  });
  return PROFILE_SCOPE;
}

export async function saveEmergencyContact(
  db: RoadieDb,
  args: MutationArgs<'emergencyContact.save'>,
): ProfileEffectResult {
  const { contact } = args;
  const existing = await db.emergencyContacts.get(contact.id);
  const others = await db.emergencyContacts.toArray();
  const position = existing?.position ?? Math.max(-1, ...others.map((row) => row.position)) + 1;
  await db.emergencyContacts.put({
    id: contact.id,
    name: contact.name,
    relation: contact.relation ?? null,
    phoneNumber: contact.phoneNumber,
    email: contact.email ?? null,
    position,
  });
  return PROFILE_SCOPE;
}

export async function deleteEmergencyContact(
  db: RoadieDb,
  args: MutationArgs<'emergencyContact.delete'>,
): ProfileEffectResult {
  await db.emergencyContacts.delete(args.id);
  return PROFILE_SCOPE;
}
