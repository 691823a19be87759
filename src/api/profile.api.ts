/**
 * The profile routes. Personal details, travelling details and emergency
 * contacts are read into the device by src/offline/profile-mirror.ts and edited through the
 * outbox; what is here is what needs the network: addresses, citizenships, personal documents,
 * the avatar and passport scans.
 */
import * as v from 'valibot';
import { type AddressInput, AddressSchema } from '#contract/addresses';
import {
  AvatarSchema,
  CitizenshipSchema,
  PersonalDetailsSchema,
  type PersonalDocumentKind,
  PersonalDocumentSchema,
} from '#contract/profile';
import { type PassportInput, PassportSchema } from '#contract/travelling-details';
import { apiRequest } from './client';

export function fetchPersonalDetails() {
  return apiRequest('/users/current-user/personal-details', PersonalDetailsSchema);
}

/** Adds an address of the user's own (the main one is chosen with `addressId` in personal details). */
export function createAddress(input: AddressInput) {
  return apiRequest('/users/personal-details/create-address', AddressSchema, { method: 'POST', body: input });
}

export function updateAddress(id: string, input: Partial<Omit<AddressInput, 'id'>>) {
  return apiRequest(`/addresses/${encodeURIComponent(id)}`, AddressSchema, { method: 'PATCH', body: input });
}

export function deleteAddress(id: string) {
  return apiRequest(`/addresses/${encodeURIComponent(id)}`, v.unknown(), { method: 'DELETE' });
}

export function addCitizenship(country: string) {
  return apiRequest('/users/personal-details/citizenships', CitizenshipSchema, {
    method: 'POST',
    body: { country },
  });
}

export function removeCitizenship(id: string) {
  return apiRequest('/users/personal-details/citizenships', v.unknown(), { method: 'DELETE', query: { id } });
}

/** Attaches a staged upload (purpose PERSONAL_DOCUMENT) as the user's document of that kind. */
export function attachPersonalDocument(kind: PersonalDocumentKind, key: string) {
  return apiRequest('/users/personal-details/upload-personal-documents', PersonalDocumentSchema, {
    method: 'POST',
    body: { kind, key },
  });
}

export function removePersonalDocument(kind: PersonalDocumentKind) {
  return apiRequest('/users/personal-details/delete-personal-document', v.unknown(), {
    method: 'DELETE',
    query: { kind },
  });
}

/** A staged upload (purpose AVATAR) becomes the avatar; `null` removes it. */
export function setAvatar(key: string | null) {
  return apiRequest('/users/upload_avatar', AvatarSchema, {
    method: 'POST',
    body: { key },
  });
}

/** Saves a passport together with a staged scan: the one passport write that needs the network. */
export function savePassportWithScan(passport: PassportInput) {
  return apiRequest('/users/travelling-details/upload-passport', PassportSchema, {
    method: 'POST',
    body: passport,
  });
}
