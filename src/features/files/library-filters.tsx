import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { FILE_KIND_LABELS, type FileKind } from './file-kinds';
import type { LibraryFilter, LibrarySort } from './library-filter';

type Choice = { value: string; label: string };

const KIND_OPTIONS = [
  { value: '', label: 'All types' },
  ...Object.entries(FILE_KIND_LABELS).map(([value, label]) => ({ value, label })),
];
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
];
const isKind = (value: string): value is FileKind => value in FILE_KIND_LABELS;
const isSort = (value: string): value is LibrarySort => SORT_OPTIONS.some((option) => option.value === value);

/** Search by name, narrow by tour, artist and type, and order by date or name. */
export function LibraryFilters({
  filter,
  tours,
  artists,
  onChange,
}: {
  filter: LibraryFilter;
  tours: Choice[];
  artists: Choice[];
  onChange: (filter: LibraryFilter) => void;
}) {
  const set = (change: Partial<LibraryFilter>) => onChange({ ...filter, ...change });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <TextField
        label="Search files"
        type="search"
        value={filter.search}
        placeholder="Name"
        className="sm:col-span-2 lg:col-span-1"
        onChange={(event) => set({ search: event.currentTarget.value })}
      />
      <SelectField
        label="Tour"
        value={filter.tourId}
        options={[{ value: '', label: 'All tours' }, ...tours]}
        onChange={(event) => set({ tourId: event.currentTarget.value })}
      />
      <SelectField
        label="Artist"
        value={filter.artistId}
        options={[{ value: '', label: 'All artists' }, ...artists]}
        onChange={(event) => set({ artistId: event.currentTarget.value })}
      />
      <SelectField
        label="Type"
        value={filter.kind}
        options={KIND_OPTIONS}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({ kind: isKind(value) ? value : '' });
        }}
      />
      <SelectField
        label="Sort"
        value={filter.sort}
        options={SORT_OPTIONS}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSort(value)) set({ sort: value });
        }}
      />
    </div>
  );
}
