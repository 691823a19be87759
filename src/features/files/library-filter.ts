import { type FileKind, fileKindOf } from './file-kinds';
import type { LibraryEntry } from './use-library-files';

export type LibrarySort = 'newest' | 'oldest' | 'name';
export type LibraryFilter = {
  search: string;
  tourId: string;
  artistId: string;
  kind: FileKind | '';
  sort: LibrarySort;
};
export const NO_FILTER: LibraryFilter = { search: '', tourId: '', artistId: '', kind: '', sort: 'newest' };

const COMPARE: Record<LibrarySort, (a: LibraryEntry, b: LibraryEntry) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.name.localeCompare(b.name),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name),
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
};

/** The entries the filter lets through, in its order. Empty fields mean "any". */
export function filterLibrary(entries: readonly LibraryEntry[], filter: LibraryFilter): LibraryEntry[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return entries
    .filter(
      (entry) =>
        words.every((word) => entry.name.toLowerCase().includes(word)) &&
        (!filter.tourId || entry.tourId === filter.tourId) &&
        (!filter.artistId || entry.artistId === filter.artistId) &&
        (!filter.kind || fileKindOf(entry.mimeType) === filter.kind),
    )
    .sort(COMPARE[filter.sort]);
}

/** The distinct tours and artists the entries belong to, by name: the filter's choices. */
export function libraryChoices(entries: readonly LibraryEntry[]) {
  const tours = new Map<string, string>();
  const artists = new Map<string, string>();
  for (const entry of entries) {
    if (entry.tourId && entry.tourName) tours.set(entry.tourId, entry.tourName);
    if (entry.artistId && entry.artistName) artists.set(entry.artistId, entry.artistName);
  }
  const sorted = (map: Map<string, string>) =>
    [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { tours: sorted(tours), artists: sorted(artists) };
}
