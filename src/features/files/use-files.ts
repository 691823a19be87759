import { useLiveQuery } from 'dexie-react-hooks';
import type { SavedFileRow, TourFileRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type FileEntry = { file: TourFileRow; saved: SavedFileRow | null };

/**
 * Files of a day (`tourDayId`) or of the tour itself (`tourDayId` null), newest first, with what
 * this device keeps of each — all from the mirror, so the list reads the same offline.
 */
export function useFiles(tourId: string, tourDayId: string | null): FileEntry[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const files =
      tourDayId === null
        ? await db.tourFiles
            .where('tourId')
            .equals(tourId)
            .filter((file) => file.tourDayId === null)
            .toArray()
        : await db.tourFiles.where('tourDayId').equals(tourDayId).toArray();
    const saved = await db.savedFiles.bulkGet(files.map((file) => file.id));
    return files
      .map((file, index) => ({ file, saved: saved[index] ?? null }))
      .sort(
        (a, b) => b.file.createdAt.localeCompare(a.file.createdAt) || a.file.name.localeCompare(b.file.name),
      );
  }, [db, tourId, tourDayId]);
}
