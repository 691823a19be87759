/**
 * Travelling details: frequent-flier numbers, CLEAR numbers, home airport,
 * seat and room preferences, and passports. Same readers as personal details (profile-access);
 * written by the person only. `updateTravellingDetails` is also the sync mutator's (replay-safe).
 */
import type { TravellingDetails, UpdateTravellingDetails } from '#contract/travelling-details';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { listPassports } from './passports.service';
import { requireProfileReader, requireProfileWriter } from './profile-access';
import { findProfile, type ProfileRow, saveProfile } from './profile-row';

async function toTravellingDetails(
  db: Queryable,
  userId: string,
  row: ProfileRow | undefined,
): Promise<TravellingDetails> {
  return {
    userId,
    airlineFrequentFliers: row?.airlineFrequentFliers ?? [],
    clearNumbers: row?.clearNumbers ?? null,
    homeAirport: row?.homeAirport ?? null,
    seatPreference: row?.seatPreference ?? null,
    roomType: row?.roomType ?? null,
    roomFacilities: row?.roomFacilities ?? null,
    passports: await listPassports(db, userId),
  };
}

export async function getTravellingDetails(
  db: Queryable,
  actor: AuthUser,
  userId: string,
): Promise<TravellingDetails> {
  await requireProfileReader(db, actor, userId);
  return toTravellingDetails(db, userId, await findProfile(db, userId));
}

export async function updateTravellingDetails(
  db: Queryable,
  actor: AuthUser,
  userId: string,
  changes: UpdateTravellingDetails,
  now: Date,
): Promise<TravellingDetails> {
  requireProfileWriter(actor, userId);
  return toTravellingDetails(db, userId, await saveProfile(db, userId, changes, now));
}
