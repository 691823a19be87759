/**
 * The profile picture: an AVATAR file of its person, referenced by `user_profiles.avatar_file_id`.
 * Seen by tour mates, so its URL is a long-lived signed download URL (AVATAR_URL_TTL_DAYS).
 */
import { AVATAR_URL_TTL_DAYS } from '#contract/profile';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { signDownloadToken } from '../files/download-token';
import { findLiveFile, insertPersonalFile, retirePersonalFile } from './personal-files';
import { findProfile, saveProfile } from './profile-row';

const DAY_MS = 86_400_000;

/** Signs avatar URLs; built by the HTTP layer, which holds the secret and the clock. */
export type AvatarUrlSigner = (fileId: string) => string;

/**
 * URLs for `readerId` to load avatars with: bound to that reader like every download link, so a tour
 * mate's picture stops loading once they no longer share a tour, even before the URL expires.
 */
export function avatarUrlSigner(secret: string, now: Date, readerId: string): AvatarUrlSigner {
  // Expires at a UTC midnight 7–8 days ahead: the same URL all day, so the browser cache can hold it.
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const expiresAt = new Date(midnight + (AVATAR_URL_TTL_DAYS + 1) * DAY_MS);
  return (fileId) =>
    `/api/files/download/${signDownloadToken(secret, { fileId, userId: readerId }, expiresAt).token}`;
}

/** The avatar's file id, if the person has a live one. */
export async function avatarFileIdOf(db: Queryable, userId: string): Promise<string | null> {
  const fileId = (await findProfile(db, userId))?.avatarFileId;
  return fileId && (await findLiveFile(db, fileId)) ? fileId : null;
}

/** Sets (a staged AVATAR upload's key) or removes (null) the caller's avatar; answers the replaced bytes' key. */
export async function setAvatar(
  db: Queryable,
  actor: AuthUser,
  key: string | null,
  now: Date,
): Promise<{ fileId: string | null; replacedKey: string | null }> {
  const currentId = await avatarFileIdOf(db, actor.id);
  const current = currentId ? await findLiveFile(db, currentId) : undefined;
  // A replay of the same change: nothing to do.
  if (current && current.storageKey === key) return { fileId: current.id, replacedKey: null };
  if (!current && key === null) return { fileId: null, replacedKey: null };
  const replacedKey = current ? await retirePersonalFile(db, actor.id, current.id, now) : null;
  const row = key === null ? null : await insertPersonalFile(db, actor, key, { kind: 'AVATAR' }, now);
  await saveProfile(db, actor.id, { avatarFileId: row?.id ?? null }, now);
  return { fileId: row?.id ?? null, replacedKey };
}
