/**
 * Downloads through short-lived signed URLs (docs/architecture.md "Adapters"). Issuing a URL checks who may
 * see the file; following it checks only the token, so it works without the Authorization header.
 * Never serves a deleted file and never lets the browser guess a type (the stored, sniffed one is sent).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DOWNLOAD_URL_TTL_SECONDS, type DownloadUrl } from '#contract/files';
import type { Queryable } from '../../db/client';
import { files, TOUR_FILE_KINDS } from '../../db/schema/index';
import type { AppDeps, AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { findReadableArtistFile } from './artist-files.service';
import { signDownloadToken, verifyDownloadToken } from './download-token';
import { requireTourFile } from './files.service';
import { isCacheableKind, PERSONAL_KINDS, requirePersonalFileReader } from './personal-downloads';
import { MIME } from './sniff';

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
  const { token, expiresAt } = signDownloadToken(deps.config.jwtSecret, file.id, wanted);
  return {
    url: `/api/files/download/${token}`,
    expiresAt: expiresAt.toISOString(),
    cacheable: isCacheableKind(file.kind),
  };
}

/** RFC 6266 / 5987: a plain ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** PDFs and pictures open in the browser (crew read stage plots on their phones); the rest downloads. */
const INLINE = new Set<string>([MIME.pdf, MIME.png, MIME.jpeg, MIME.gif, MIME.webp]);

export async function openDownload(deps: AppDeps, token: string): Promise<Response> {
  const now = deps.now();
  const verified = verifyDownloadToken(deps.config.jwtSecret, token, now);
  if (!verified) throw notFound();
  const [file] = await deps.database.db
    .select()
    .from(files)
    .where(and(eq(files.id, verified.fileId), isNull(files.deletedAt)));
  if (!file) throw notFound();
  const body = await deps.storage.open(file.storageKey);
  if (!body) {
    deps.logger.warn('file bytes missing', { fileId: file.id });
    throw notFound();
  }
  const cacheable = isCacheableKind(file.kind);
  const secondsLeft = Math.floor((verified.expiresAt.getTime() - now.getTime()) / 1000);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(
        INLINE.has(file.mimeType) ? 'inline' : 'attachment',
        file.name,
      ),
      'X-Content-Type-Options': 'nosniff',
      // Tour, day, artist and avatar files may be kept (the offline cache stores them); personal documents never.
      'Cache-Control': cacheable ? `private, max-age=${secondsLeft}` : 'no-store',
    },
  });
}
