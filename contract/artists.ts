import * as v from 'valibot';
import { plainText, requiredString, UuidSchema } from './common';

export const ArtistSchema = v.object({
  id: v.string(),
  workspaceId: v.string(),
  name: v.string(),
  logoUrl: v.nullable(v.string()),
  archived: v.boolean(),
  createdAt: v.string(),
  /** Whether the caller may change the artist and its event templates (its workspace's owner). */
  canManage: v.boolean(),
});
export type Artist = v.InferOutput<typeof ArtistSchema>;

export const ARTIST_MESSAGES = {
  logoUrl: 'Use a secure link to a picture (starting with https://)',
} as const;

/**
 * A logo is a picture an <img> loads from the web: https only (never javascript:, data: or a page
 * over plain http) and no user name or password in the link. The server also drops a stored value
 * that fails this when it reads one (values saved before the rule existed), so no migration is needed.
 */
export function isSafeLogoUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

const LogoUrlSchema = v.nullable(
  v.pipe(plainText(2000), v.url('Enter a valid URL'), v.check(isSafeLogoUrl, ARTIST_MESSAGES.logoUrl)),
);

export const CreateArtistSchema = v.object({
  /** Clients may choose the id (offline creates). */
  id: v.optional(UuidSchema),
  /** Defaults to the caller's own workspace. */
  workspaceId: v.optional(UuidSchema),
  name: requiredString(120),
  logoUrl: v.optional(LogoUrlSchema),
});
export type CreateArtist = v.InferOutput<typeof CreateArtistSchema>;

export const UpdateArtistSchema = v.object({
  name: v.optional(requiredString(120)),
  logoUrl: v.optional(LogoUrlSchema),
});
export type UpdateArtist = v.InferOutput<typeof UpdateArtistSchema>;

export const ArchiveSchema = v.object({ archived: v.optional(v.boolean('Must be true or false'), true) });

export const ArtistListQuerySchema = v.object({
  artistId: v.optional(UuidSchema),
  archived: v.optional(v.picklist(['true', 'false'], 'Must be true or false')),
});
