import { useQueries, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { artistFileQueries } from '../../api/artist-files.queries';
import { artistQueries } from '../../api/artists.queries';
import type { SavedFileRow, TourFileRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type LibraryEntry = {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  createdAt: string;
  place: 'tour' | 'day' | 'artist';
  tourId: string | null;
  tourName: string | null;
  dayDate: string | null;
  artistId: string | null;
  artistName: string | null;
  /** Tour and day files (mirrored): the device may keep their bytes. */
  tourFile: TourFileRow | null;
  saved: SavedFileRow | null;
};

/** Tour and day files from the mirror (so they list offline), with their tour, day and device copy. */
function useMirroredFiles() {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [files, tours, saved] = await Promise.all([
      db.tourFiles.toArray(),
      db.tours.toArray(),
      db.savedFiles.toArray(),
    ]);
    const dayIds = [...new Set(files.flatMap((file) => (file.tourDayId ? [file.tourDayId] : [])))];
    const days = (await db.tourDays.bulkGet(dayIds)).filter((day) => day !== undefined);
    return { files, tours, saved, days };
  }, [db]);
}

/**
 * Every file the user can reach: tour and day files from the mirror, artist files over REST
 * (cached by TanStack Query, so the last list shows offline too). `loading` until the mirror is open.
 */
export function useLibraryFiles() {
  const mirrored = useMirroredFiles();
  const artists = useQuery(artistQueries.list());
  const artistFiles = useQueries({
    queries: (artists.data ?? []).map((artist) => artistFileQueries.list(artist.id)),
  });
  // `artists`: the saved answer the artist files hang off, for the screen's saved-copy marker.
  if (!mirrored) return { entries: [] as LibraryEntry[], loading: true, artists };
  const artistName = new Map((artists.data ?? []).map((artist) => [artist.id, artist.name]));
  const tours = new Map(mirrored.tours.map((tour) => [tour.id, tour]));
  const days = new Map(mirrored.days.map((day) => [day.id, day]));
  const saved = new Map(mirrored.saved.map((row) => [row.fileId, row]));
  const entries: LibraryEntry[] = mirrored.files.map((file) => {
    const tour = tours.get(file.tourId);
    return {
      ...file,
      place: file.tourDayId ? 'day' : 'tour',
      tourName: tour?.name ?? null,
      dayDate: file.tourDayId ? (days.get(file.tourDayId)?.date ?? null) : null,
      artistId: tour?.artistId ?? null,
      artistName: tour ? (artistName.get(tour.artistId) ?? null) : null,
      tourFile: file,
      saved: saved.get(file.id) ?? null,
    };
  });
  for (const result of artistFiles) {
    for (const file of result.data ?? []) {
      entries.push({
        ...file,
        place: 'artist',
        tourId: null,
        tourName: null,
        dayDate: null,
        artistName: artistName.get(file.artistId) ?? null,
        tourFile: null,
        saved: null,
      });
    }
  }
  return { entries, loading: false, artists };
}
