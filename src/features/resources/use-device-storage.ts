import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { SavedFileRow, TourFileRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type KeptFile = { saved: SavedFileRow; file: TourFileRow | null; tourName: string | null };
export type Estimate = { usage: number; quota: number } | null;

/** The files this device keeps for the road (largest first) and the files waiting to upload. */
export function useDeviceFiles() {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const saved = (await db.savedFiles.toArray()).filter((row) => row.reason !== 'removed');
    const [files, tours, queued] = await Promise.all([
      db.tourFiles.bulkGet(saved.map((row) => row.fileId)),
      db.tours.toArray(),
      db.uploads.toArray(),
    ]);
    const tourName = new Map(tours.map((tour) => [tour.id, tour.name]));
    const kept: KeptFile[] = saved
      .map((row, index) => ({
        saved: row,
        file: files[index] ?? null,
        tourName: tourName.get(row.tourId) ?? null,
      }))
      .sort((a, b) => b.saved.size - a.saved.size);
    return { kept, queued };
  }, [db]);
}

/** What the browser says Roadie uses on this device (all of it: app, mirror, files). */
export function useStorageEstimate(refreshKey: unknown): Estimate {
  const [estimate, setEstimate] = useState<Estimate>(null);
  useEffect(() => {
    void refreshKey;
    let current = true;
    void globalThis.navigator?.storage
      ?.estimate?.()
      .then((result) => {
        if (current && result.quota !== undefined)
          setEstimate({ usage: result.usage ?? 0, quota: result.quota });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return estimate;
}
