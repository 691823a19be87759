/**
 * Owns the upload queue of the per-user database (docs/offline-client.md): files chosen offline, or
 * whose upload failed on the network, wait here WITH THEIR BYTES (a Blob in IndexedDB) until the
 * drainer (upload-drain.ts) sends them. Never holds personal documents (the profile screens need
 * the network for those), and never drops a row by itself: only the user cancels, and only a
 * confirmed attach removes one.
 */
import type { UploadPurpose } from '#contract/files';
import type { OutboxError, RoadieDb } from './db';

/** Where a queued file is attached once its bytes are on the server. */
export type UploadTarget =
  | { kind: 'tour'; tourId: string }
  | { kind: 'day'; tourId: string; tourDayId: string }
  | { kind: 'artist'; artistId: string }
  | { kind: 'rider'; tourId: string; riderId: string }
  | { kind: 'supportingAct'; tourId: string; riderId: string; supportingActId: string };

/** `uploading`: a drainer took it (a crash leaves it so; the next drain simply takes it again). */
export type QueuedUploadStatus = 'queued' | 'uploading' | 'failed';

export type QueuedUploadRow = {
  /** Made on the device; also the attach's Idempotency-Key, so a lost reply never makes two files. */
  id: string;
  target: UploadTarget;
  /** Copied out of `target` so screens can find a tour's, a day's or an artist's queued files. */
  tourId: string | null;
  tourDayId: string | null;
  artistId: string | null;
  /** A rider's (or its supporting act's) file; absent on rows queued before riders existed. */
  riderId?: string | null;
  supportingActId?: string | null;
  name: string;
  /** What the browser says the file is (for the list only; the server reads the bytes). */
  mimeType: string;
  size: number;
  blob: Blob;
  status: QueuedUploadStatus;
  attempts: number;
  error?: OutboxError;
  /** The staged upload's key once the bytes reached the server: a retry only attaches. */
  stagedKey?: string;
  createdAt: string;
};

export const UPLOAD_PURPOSE_OF: Record<UploadTarget['kind'], UploadPurpose> = {
  tour: 'TOUR_FILE',
  day: 'DAY_FILE',
  artist: 'ARTIST_FILE',
  rider: 'RIDER_FILE',
  supportingAct: 'RIDER_FILE',
};

export type EnqueueUploadInput = {
  target: UploadTarget;
  blob: Blob;
  name: string;
  /** Continues an attempt that already began (its id was sent as the Idempotency-Key). */
  id?: string;
  stagedKey?: string;
};

export async function enqueueUpload(db: RoadieDb, input: EnqueueUploadInput): Promise<QueuedUploadRow> {
  const { target } = input;
  const row: QueuedUploadRow = {
    id: input.id ?? crypto.randomUUID(),
    target,
    tourId: target.kind === 'artist' ? null : target.tourId,
    tourDayId: target.kind === 'day' ? target.tourDayId : null,
    artistId: target.kind === 'artist' ? target.artistId : null,
    riderId: target.kind === 'rider' || target.kind === 'supportingAct' ? target.riderId : null,
    supportingActId: target.kind === 'supportingAct' ? target.supportingActId : null,
    name: input.name,
    mimeType: input.blob.type,
    size: input.blob.size,
    blob: input.blob,
    status: 'queued',
    attempts: 0,
    stagedKey: input.stagedKey,
    createdAt: new Date().toISOString(),
  };
  await db.uploads.put(row);
  return row;
}

/** The user gave up on a queued file: its bytes leave the device (a staged copy is pruned server-side). */
export async function cancelUpload(db: RoadieDb, id: string): Promise<void> {
  await db.uploads.delete(id);
}

/**
 * Tries a failed upload again as a NEW request: a new id (the old Idempotency-Key would replay the
 * old refusal) and fresh bytes on the server. Returns the new id, or null when it is gone.
 */
export async function retryUpload(db: RoadieDb, id: string): Promise<string | null> {
  return db.transaction('rw', db.uploads, async () => {
    const row = await db.uploads.get(id);
    if (!row) return null;
    const next: QueuedUploadRow = {
      ...row,
      id: crypto.randomUUID(),
      status: 'queued',
      attempts: 0,
      error: undefined,
      stagedKey: undefined,
    };
    await db.uploads.delete(id);
    await db.uploads.put(next);
    return next.id;
  });
}

/** Oldest first: the order the user chose the files in. */
export async function nextQueuedUpload(db: RoadieDb): Promise<QueuedUploadRow | undefined> {
  const rows = await db.uploads.where('status').anyOf('queued', 'uploading').sortBy('createdAt');
  return rows[0];
}
