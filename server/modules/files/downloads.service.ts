/**
 * Downloads through short-lived signed URLs (docs/architecture.md "Adapters"). Issuing a URL checks who may
 * see the file and binds the URL to that person; following it needs no Authorization header (so <a href>,
 * <img src> and the service worker can use it) but checks again that the person it was issued to may still
 * read the file: a withdrawn consent or a lost tour ends a link at once, not when it expires.
 * Never serves a deleted file and never lets the browser guess a type (the stored, sniffed one is sent).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DOWNLOAD_URL_TTL_SECONDS, type DownloadUrl } from '#contract/files';
import type { Queryable } from '../../db/client';
import { files, TOUR_FILE_KINDS } from '../../db/schema/index';
import type { AppDeps, AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { findActiveUserById } from '../users/users.service';
import { findReadableArtistFile } from './artist-files.service';
import { signDownloadToken, verifyDownloadToken } from './download-token';
import { type DownloadRequest, fileResponse } from './downloads-response';
import { requireTourFile } from './files.service';
import { isCacheableKind, PERSONAL_KINDS, requirePersonalFileReader } from './personal-downloads';

/** The live file if the actor may download it: personal files by their own rule, the rest by tour access. */
async function requireDownloadable(db: Queryable, actor: AuthUser, fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), inArray(files.kind, [...PERSONAL_KINDS]), isNull(files.deletedAt)));
  if (!row)
    return (
      (await findReadableArtistFile(db, actor, fileId)) ??
      // Rider files are read by anyone on the tour, like tour and day files.
      (await requireTourFile(db, actor, fileId, [...TOUR_FILE_KINDS, 'RIDER'])).file
    );
  await requirePersonalFileReader(db, actor, row);
  return row;
}

export async function createDownloadUrl(
  deps: AppDeps,
  actor: AuthUser,
  fileId: string,
): Promise<DownloadUrl> {
  const file = await requireDownloadable(deps.database.db, actor, fileId);
  const wanted = new Date(deps.now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000);
  const grant = { fileId: file.id, userId: actor.id };
  const { token, expiresAt } = signDownloadToken(deps.config.jwtSecret, grant, wanted);
  return {
    url: `/api/files/download/${token}`,
    expiresAt: expiresAt.toISOString(),
    cacheable: isCacheableKind(file.kind),
  };
}

/** The person a link was issued to, as they are now (a removed account follows no link). */
async function currentHolder(db: Queryable, userId: string): Promise<AuthUser> {
  const row = await findActiveUserById(db, userId);
  if (!row) throw notFound();
  return { id: row.id, email: row.email, role: row.role };
}

export async function openDownload(
  deps: AppDeps,
  token: string,
  request: DownloadRequest,
): Promise<Response> {
  const now = deps.now();
  const verified = verifyDownloadToken(deps.config.jwtSecret, token, now);
  if (!verified) throw notFound();
  const db = deps.database.db;
  // The same rule as issuing, asked again now: every refusal is the 404 of a link that does not exist.
  const file = await requireDownloadable(db, await currentHolder(db, verified.userId), verified.fileId);
  const secondsLeft = Math.floor((verified.expiresAt.getTime() - now.getTime()) / 1000);
  return fileResponse(deps, file, request, secondsLeft);
}
