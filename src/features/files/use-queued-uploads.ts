import { useLiveQuery } from 'dexie-react-hooks';
import type { QueuedUploadRow } from '../../offline/upload-queue';
import { useUserDb } from '../../offline/user-sync';

/** Which queued files a list shows: a day's, the tour's own, an artist's, a rider's, or every one. */
export type QueuedFilter =
  | { tourId: string; tourDayId: string | null }
  | { artistId: string }
  | { riderId: string; supportingActId: string | null }
  | { all: true };

function matches(row: QueuedUploadRow, filter: QueuedFilter): boolean {
  if ('all' in filter) return true;
  if ('artistId' in filter) return row.artistId === filter.artistId;
  if ('riderId' in filter)
    return row.riderId === filter.riderId && (row.supportingActId ?? null) === filter.supportingActId;
  // A rider's files are not the tour's own.
  return row.tourId === filter.tourId && row.tourDayId === filter.tourDayId && !row.riderId;
}

/** Files waiting on this device to upload, oldest first, from the upload queue. */
export function useQueuedUploads(filter: QueuedFilter): QueuedUploadRow[] {
  const db = useUserDb();
  const key = JSON.stringify(filter);
  return (
    useLiveQuery(
      async () =>
        db ? (await db.uploads.orderBy('createdAt').toArray()).filter((row) => matches(row, filter)) : [],
      // The filter is compared by value: callers build it inline.
      [db, key],
    ) ?? []
  );
}
