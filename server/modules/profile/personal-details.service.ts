/**
 * Personal details: names, birth, gender, phone, main address, dietary,
 * education, measurements, plus the person's addresses, citizenships, documents and avatar.
 * Read by the person and by managers they share with (profile-access); written by the person only.
 * `updatePersonalDetails` is also the sync mutator's, so it must give the same result when replayed.
 */
import type { PersonalDetails, SavedPersonalDetails, UpdatePersonalDetails } from '#contract/profile';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { findUserAddress, listUserAddresses } from '../addresses/addresses.service';
import { requireKnownCountries } from '../countries/countries.service';
import { restampPersonOnTours } from '../tour-personnel/restamp-personnel';
import { findActiveUserById } from '../users/users.service';
import { type AvatarUrlSigner, avatarFileIdOf } from './avatar.service';
import { listCitizenships } from './citizenships.service';
import { listPersonalDocuments } from './personal-documents.service';
import { requireProfileReader, requireProfileWriter } from './profile-access';
import { findProfile, type ProfileRow, saveProfile } from './profile-row';

export const MAIN_ADDRESS_MESSAGE = 'Choose one of your addresses';

export const toSavedPersonalDetails = (
  userId: string,
  row: ProfileRow | undefined,
): SavedPersonalDetails => ({
  userId,
  completeLegalName: row?.completeLegalName ?? null,
  preferredName: row?.preferredName ?? null,
  birthDate: row?.birthDate ?? null,
  birthCity: row?.birthCity ?? null,
  birthCountryId: row?.birthCountryId ?? null,
  gender: row?.gender ?? null,
  phoneNumber: row?.phoneNumber ?? null,
  dietaryInformation: row?.dietaryInformation ?? null,
  educationalInformation: row?.educationalInformation ?? null,
  measurements: row?.measurements ?? null,
  addressId: row?.addressId ?? null,
});

export async function getPersonalDetails(
  db: Queryable,
  actor: AuthUser,
  userId: string,
  signAvatar: AvatarUrlSigner,
): Promise<PersonalDetails> {
  await requireProfileReader(db, actor, userId);
  const user = await findActiveUserById(db, userId);
  if (!user) throw notFound();
  const profile = await findProfile(db, userId);
  const addresses = await listUserAddresses(db, userId);
  const citizenships = await listCitizenships(db, userId);
  const documents = await listPersonalDocuments(db, userId);
  const avatarFileId = await avatarFileIdOf(db, userId);
  return {
    ...toSavedPersonalDetails(userId, profile),
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    addresses,
    citizenships,
    documents,
    avatarUrl: avatarFileId ? signAvatar(avatarFileId) : null,
  };
}

/** Saves the given fields of the caller's own details; a new phone number reaches their tours' mirrors. */
export async function updatePersonalDetails(
  db: Queryable,
  actor: AuthUser,
  userId: string,
  changes: UpdatePersonalDetails,
  now: Date,
): Promise<SavedPersonalDetails> {
  requireProfileWriter(actor, userId);
  await requireKnownCountries(db, { birthCountryId: changes.birthCountryId });
  if (changes.addressId && !(await findUserAddress(db, userId, changes.addressId))) {
    throw validationFailed({ addressId: MAIN_ADDRESS_MESSAGE });
  }
  const before = await findProfile(db, userId);
  const row = await saveProfile(db, userId, changes, now);
  if ((before?.phoneNumber ?? null) !== row.phoneNumber) await restampPersonOnTours(db, userId, now);
  return toSavedPersonalDetails(userId, row);
}
