/**
 * Artist files: attaching staged ARTIST_FILE uploads to an artist, listing, deleting. Owns the
 * `files` rows of kind ARTIST. Readers: the workspace's owner and members, and anyone with access
 * to a tour of the artist; writers: the workspace owner (who edits the artist, artists.service).
 * Anyone else gets 404. Never removes bytes itself: deleting returns the storage key, and the
 * caller removes the bytes after the transaction commits.
 */
import { and, desc, eq, exists, inArray, isNull } from 'drizzle-orm';
import { ARTIST_FILE_MESSAGES, type ArtistFile } from '#contract/artist-files';
import type { Queryable } from '../../db/client';
import { artists, files, tours, workspaceMembers, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { AppError, forbidden, notFound } from '../../http/errors';
import { visibleTourIds } from '../tours/tour-access';
import { displayName } from './files.policy';
import type { FileRow } from './files.service';
import { consumeStagedUpload } from './uploads.service';

export const toArtistFile = (row: FileRow): ArtistFile => ({
  id: row.id,
  // Artist files always have an artist (the route only inserts them with one).
  artistId: row.artistId ?? '',
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
});

/** Who the caller is to the artist; 404 when they may not even see it. */
export async function requireArtistAccess(db: Queryable, actor: AuthUser, artistId: string) {
  const [row] = await db
    .select({
      ownerId: workspaces.ownerId,
      isMember: exists(
        db
          .select({ userId: workspaceMembers.userId })
          .from(workspaceMembers)
          .where(
            and(eq(workspaceMembers.workspaceId, artists.workspaceId), eq(workspaceMembers.userId, actor.id)),
          ),
      ).mapWith(Boolean),
      onTour: exists(
        db
          .select({ id: tours.id })
          .from(tours)
          .where(and(eq(tours.artistId, artists.id), inArray(tours.id, visibleTourIds(db, actor.id)))),
      ).mapWith(Boolean),
    })
    .from(artists)
    .innerJoin(workspaces, eq(workspaces.id, artists.workspaceId))
    .where(eq(artists.id, artistId));
  const canManage = row?.ownerId === actor.id;
  if (!row || !(canManage || row.isMember || row.onTour)) throw notFound();
  return { canManage };
}

async function requireArtistManager(db: Queryable, actor: AuthUser, artistId: string) {
  const { canManage } = await requireArtistAccess(db, actor, artistId);
  if (!canManage) throw forbidden('Only the workspace owner can change this artist’s files');
}

export async function attachArtistFile(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  input: { key: string; name?: string },
  now: Date,
): Promise<ArtistFile> {
  await requireArtistManager(db, actor, artistId);
  const upload = await consumeStagedUpload(db, actor, input.key, 'ARTIST_FILE', now);
  // Stricter than tour files: a personal document's scan must never become a file the whole team sees.
  if (upload.purpose !== 'ARTIST_FILE') {
    throw new AppError(400, 'validation_failed', ARTIST_FILE_MESSAGES.wrongPurpose, {
      key: ARTIST_FILE_MESSAGES.wrongPurpose,
    });
  }
  const [row] = await db
    .insert(files)
    .values({
      kind: 'ARTIST',
      artistId,
      storageKey: upload.key,
      name: input.name ? displayName(input.name, upload.mimeType) : upload.name,
      mimeType: upload.mimeType,
      size: upload.size,
      uploadedBy: actor.id,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('artist file insert returned nothing');
  return toArtistFile(row);
}

const liveArtistFile = and(eq(files.kind, 'ARTIST'), isNull(files.deletedAt));

export async function listArtistFiles(db: Queryable, actor: AuthUser, artistId: string) {
  await requireArtistAccess(db, actor, artistId);
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.artistId, artistId), liveArtistFile))
    .orderBy(desc(files.createdAt), files.name, files.id);
  return rows.map(toArtistFile);
}

/** A live artist file the caller may read, or null when the id is not an artist file at all. */
export async function findReadableArtistFile(
  db: Queryable,
  actor: AuthUser,
  fileId: string,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), liveArtistFile));
  if (!row?.artistId) return null;
  await requireArtistAccess(db, actor, row.artistId);
  return row;
}

/** Tombstones a file of this artist; returns the storage key whose bytes are to be removed. */
export async function deleteArtistFile(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  fileId: string,
  now: Date,
): Promise<string> {
  await requireArtistManager(db, actor, artistId);
  // Only the request that still finds it live deletes it: a concurrent second delete is a 404.
  const [row] = await db
    .update(files)
    .set({ deletedAt: now })
    .where(and(eq(files.id, fileId), eq(files.artistId, artistId), liveArtistFile))
    .returning({ storageKey: files.storageKey });
  if (!row) throw notFound();
  return row.storageKey;
}
