/**
 * The answer to a download: the whole file (200) or one byte range of it (206, `Content-Range`), streamed
 * from storage; 416 for a range outside the file. Stored bytes never change (a new upload is a new
 * file), so the file id is a strong validator for `If-Range`.
 */
import type { ApiErrorBody } from '#contract/errors';
import type { files } from '../../db/schema/index';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseRange } from './downloads-range';
import { isCacheableKind } from './personal-downloads';
import { MIME } from './sniff';

type FileRow = typeof files.$inferSelect;

/** What the browser asked beyond the token: a `Range`, and the `If-Range` validator it resumes from. */
export interface DownloadRequest {
  range?: string;
  ifRange?: string;
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

function commonHeaders(file: FileRow, secondsLeft: number): Record<string, string> {
  return {
    'Accept-Ranges': 'bytes',
    ETag: `"${file.id}"`,
    'X-Content-Type-Options': 'nosniff',
    // Tour, day, artist and avatar files may be kept (the offline cache stores them); personal documents never.
    'Cache-Control': isCacheableKind(file.kind) ? `private, max-age=${secondsLeft}` : 'no-store',
  };
}

export async function fileResponse(
  deps: AppDeps,
  file: FileRow,
  request: DownloadRequest,
  secondsLeft: number,
): Promise<Response> {
  const headers = commonHeaders(file, secondsLeft);
  // A resume from another version of the file (If-Range that is not ours) gets the whole file.
  const asked =
    request.ifRange === undefined || request.ifRange === headers.ETag
      ? parseRange(request.range, file.size)
      : ({ kind: 'whole' } as const);
  if (asked.kind === 'unsatisfiable') {
    const body: ApiErrorBody = {
      error: { code: 'validation_failed', message: 'This range is outside the file' },
    };
    return Response.json(body, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${file.size}` },
    });
  }
  const range = asked.kind === 'slice' ? asked.range : undefined;
  const body = await deps.storage.open(file.storageKey, range);
  if (!body) {
    deps.logger.warn('file bytes missing', { fileId: file.id });
    throw notFound();
  }
  const type = file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType;
  const disposition = contentDisposition(INLINE.has(file.mimeType) ? 'inline' : 'attachment', file.name);
  Object.assign(headers, { 'Content-Type': type, 'Content-Disposition': disposition });
  if (!range)
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(file.size) } });
  return new Response(body, {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
    },
  });
}
