/**
 * Owns the bytes of files kept for the road (docs/offline-client.md): one Cache API cache per user
 * (`roadie-files-<userId>`), each file under `/offline-files/<userId>/<fileId>` — the path the
 * service worker answers from that cache — plus the `savedFiles` rows saying why each is kept.
 * Must never: keep a file the server marks not cacheable (personal documents), keep a file once it
 * is gone from the user's mirror, or touch another user's cache.
 */
import { errorFromResponse, isApiError, networkError } from '../api/api-error';
import { requestDownloadUrl } from '../api/files.api';
import type { RoadieDb, SavedFileRow, TourFileRow } from './db';
import { fileCacheName, offlineFileUrl } from './file-cache-keys';
import { planOfflineFiles, upcomingWindow } from './file-cache-plan';

/** Downloads can be big and venue networks slow: only a download that stops moving is given up. */
const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

export class NotCacheableError extends Error {
  constructor() {
    super('Personal documents are never kept on the device.');
    this.name = 'NotCacheableError';
  }
}

const hasCacheApi = () => typeof caches !== 'undefined';

async function download(fileId: string): Promise<Blob> {
  const link = await requestDownloadUrl(fileId);
  if (!link.cacheable) throw new NotCacheableError();
  let response: Response;
  try {
    response = await fetch(link.url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

/** Whether there is room for `bytes` more without pushing the mirror towards eviction. */
async function hasRoomFor(bytes: number): Promise<boolean> {
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota || estimate.usage === undefined) return true;
  return estimate.quota - estimate.usage > bytes * 2;
}

/** Downloads the file and keeps it; a manual save of an automatically kept file pins it. */
export async function saveFileForOffline(
  db: RoadieDb,
  file: TourFileRow,
  reason: 'manual' | 'upcoming' = 'manual',
): Promise<void> {
  if (!hasCacheApi()) throw new Error('This browser cannot keep files offline.');
  const existing = await db.savedFiles.get(file.id);
  const onDevice = existing && existing.reason !== 'removed';
  if (!onDevice) {
    const blob = await download(file.id);
    const cache = await caches.open(fileCacheName(db.userId));
    const headers = {
      'Content-Type': file.mimeType,
      'Content-Length': String(blob.size),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    };
    await cache.put(offlineFileUrl(db.userId, file.id), new Response(blob, { headers }));
  }
  const row: SavedFileRow = {
    fileId: file.id,
    tourId: file.tourId,
    tourDayId: file.tourDayId,
    reason: existing?.reason === 'manual' ? 'manual' : reason,
    size: file.size,
    savedAt: new Date().toISOString(),
  };
  await db.savedFiles.put(row);
}

/**
 * Drops the bytes. `remember` (the user's own choice) keeps a 'removed' row so the automatic
 * cache does not download the file again for its upcoming day.
 */
export async function removeFileFromDevice(db: RoadieDb, file: TourFileRow | string, remember = true) {
  const fileId = typeof file === 'string' ? file : file.id;
  if (hasCacheApi())
    await (await caches.open(fileCacheName(db.userId))).delete(offlineFileUrl(db.userId, fileId));
  if (remember && typeof file !== 'string') {
    await db.savedFiles.put({
      fileId,
      tourId: file.tourId,
      tourDayId: file.tourDayId,
      reason: 'removed',
      size: 0,
      savedAt: new Date().toISOString(),
    });
  } else {
    await db.savedFiles.delete(fileId);
  }
}

/** The upcoming days of the tours that have tour-level files: whether each tour is on the road. */
async function upcomingDaysOfTourFiles(db: RoadieDb, files: readonly TourFileRow[], today: Date) {
  const { from, to } = upcomingWindow(today);
  const tourIds = [...new Set(files.flatMap((file) => (file.tourDayId ? [] : [file.tourId])))];
  const perTour = await Promise.all(
    tourIds.map((tourId) =>
      db.tourDays.where('[tourId+date]').between([tourId, from], [tourId, to], true, true).toArray(),
    ),
  );
  return perTour.flat();
}

async function refresh(db: RoadieDb, today: Date): Promise<void> {
  const [files, saved] = await Promise.all([db.tourFiles.toArray(), db.savedFiles.toArray()]);
  const dayIds = [...new Set(files.flatMap((file) => (file.tourDayId ? [file.tourDayId] : [])))];
  const fileDays = (await db.tourDays.bulkGet(dayIds)).filter((day) => day !== undefined);
  const days = [...fileDays, ...(await upcomingDaysOfTourFiles(db, files, today))];
  const plan = planOfflineFiles({ files, days, saved, today });
  for (const fileId of plan.remove) await removeFileFromDevice(db, fileId, false);
  for (const file of plan.save) {
    if (!(await hasRoomFor(file.size))) continue;
    try {
      await saveFileForOffline(db, file, 'upcoming');
    } catch (error) {
      // One unreadable or vanished file must not stop the others; the next pull tries again.
      if (isApiError(error) && error.code === 'network_error') return;
    }
  }
}

const running = new WeakMap<RoadieDb, Promise<void>>();

/** Brings the device's kept files in line with the mirror; one run per database at a time. */
export function refreshOfflineFiles(db: RoadieDb, today = new Date()): Promise<void> {
  if (!hasCacheApi()) return Promise.resolve();
  const previous = running.get(db) ?? Promise.resolve();
  const next = previous.then(() => refresh(db, today)).catch(() => undefined);
  running.set(db, next);
  return next;
}
