/**
 * Sends the upload queue (upload-queue.ts), one file at a time, oldest first: bytes to
 * `POST /upload` (once — the staged key is stored), then the attach with the row's id as its
 * Idempotency-Key. Only a confirmed attach removes a row. Network trouble, 5xx, 409 and 429 stop
 * the drain for a backoff retry (the row stays queued); a refusal (other 4xx) marks the row
 * failed and the drain goes on with the next. Never runs two drains of one database at once
 * (the engine holds a Web Lock around it).
 */
import { FILE_MESSAGES } from '#contract/files';
import { ApiError, isApiError } from '../api/api-error';
import type { RoadieDb } from './db';
import { nextQueuedUpload, type QueuedUploadRow, UPLOAD_PURPOSE_OF } from './upload-queue';
import type { UploadTransport } from './upload-transport';

export type UploadDrainOutcome =
  | { kind: 'drained'; tours: string[]; artists: string[] }
  | { kind: 'retry' | 'session-ended'; error: unknown; tours: string[]; artists: string[] }
  | { kind: 'offline'; tours: string[]; artists: string[] };

/** After this many tries a row that keeps losing its staged bytes is shown as failed, not retried forever. */
const MAX_ATTEMPTS = 5;

const isTransient = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status >= 500 ||
  error.status === 409 ||
  error.status === 429;

/** The staged bytes expired (or were never there) before the attach: upload them again. */
const stagedGone = (error: unknown) =>
  isApiError(error) && error.status === 404 && error.message === FILE_MESSAGES.uploadNotFound;

async function sendOne(db: RoadieDb, transport: UploadTransport, row: QueuedUploadRow): Promise<void> {
  let stagedKey = row.stagedKey;
  if (!stagedKey) {
    const staged = await transport.upload(row.blob, row.name, UPLOAD_PURPOSE_OF[row.target.kind]);
    stagedKey = staged.key;
    await db.uploads.update(row.id, { stagedKey });
  }
  await transport.attach(row.target, stagedKey, row.id);
}

export async function drainUploads(options: {
  db: RoadieDb;
  transport: UploadTransport;
  isOnline: () => boolean;
}): Promise<UploadDrainOutcome> {
  const { db, transport, isOnline } = options;
  const tours = new Set<string>();
  const artists = new Set<string>();
  const done = () => ({ tours: [...tours], artists: [...artists] });
  for (;;) {
    if (!isOnline()) return { kind: 'offline', ...done() };
    const row = await nextQueuedUpload(db);
    if (!row) return { kind: 'drained', ...done() };
    await db.uploads.update(row.id, { status: 'uploading', attempts: row.attempts + 1 });
    try {
      await sendOne(db, transport, row);
      await db.uploads.delete(row.id);
      if (row.tourId) tours.add(row.tourId);
      if (row.artistId) artists.add(row.artistId);
    } catch (error) {
      if (stagedGone(error) && row.stagedKey && row.attempts + 1 < MAX_ATTEMPTS) {
        // The replayed key would answer the same 404: a new id is a new attach of fresh bytes.
        await db.uploads.delete(row.id);
        await db.uploads.put({
          ...row,
          id: crypto.randomUUID(),
          stagedKey: undefined,
          status: 'queued',
          attempts: row.attempts + 1,
        });
        continue;
      }
      if (isApiError(error) && error.status === 401) {
        await db.uploads.update(row.id, { status: 'queued' });
        return { kind: 'session-ended', error, ...done() };
      }
      if (isTransient(error)) {
        await db.uploads.update(row.id, { status: 'queued' });
        return { kind: 'retry', error, ...done() };
      }
      const refusal = error instanceof ApiError ? error : null;
      await db.uploads.update(row.id, {
        status: 'failed',
        error: {
          status: refusal?.status ?? 0,
          code: refusal?.code ?? 'unknown',
          message: refusal?.message ?? String(error),
        },
      });
    }
  }
}
