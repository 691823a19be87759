import { describe, expect, it } from 'vitest';
import { fileKindOf } from '../../src/features/files/file-kinds';
import { filterLibrary, libraryChoices, NO_FILTER } from '../../src/features/files/library-filter';
import type { LibraryEntry } from '../../src/features/files/use-library-files';
import { PERSONNEL_CSV_COLUMNS, personnelCsvTemplate } from '../../src/features/resources/personnel-csv';

const entry = (
  name: string,
  mimeType: string,
  createdAt: string,
  more: Partial<LibraryEntry> = {},
): LibraryEntry => ({
  id: name,
  name,
  mimeType,
  size: 1,
  createdAt,
  place: 'tour',
  tourId: 'tour-a',
  tourName: 'Spring Run',
  dayDate: null,
  artistId: 'artist-a',
  artistName: 'The Testers',
  tourFile: null,
  saved: null,
  ...more,
});

const plot = entry('Stage plot.pdf', 'application/pdf', '2027-04-02T10:00:00Z');
const logo = entry('Logo.png', 'image/png', '2027-04-03T10:00:00Z', {
  place: 'artist',
  tourId: null,
  tourName: null,
});
const budget = entry(
  'Budget.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '2027-04-01T10:00:00Z',
  {
    tourId: 'tour-b',
    tourName: 'Autumn Run',
    artistId: 'artist-b',
    artistName: 'Others',
  },
);
const all = [plot, logo, budget];
const names = (entries: LibraryEntry[]) => entries.map((e) => e.name);

describe('the file library filter', () => {
  it('orders newest first by default, oldest first or by name on request', () => {
    expect(names(filterLibrary(all, NO_FILTER))).toEqual(['Logo.png', 'Stage plot.pdf', 'Budget.xlsx']);
    expect(names(filterLibrary(all, { ...NO_FILTER, sort: 'oldest' }))).toEqual([
      'Budget.xlsx',
      'Stage plot.pdf',
      'Logo.png',
    ]);
    expect(names(filterLibrary(all, { ...NO_FILTER, sort: 'name' }))).toEqual([
      'Budget.xlsx',
      'Logo.png',
      'Stage plot.pdf',
    ]);
  });

  it('searches names by every word, case-insensitively, and narrows by tour, artist and type', () => {
    expect(names(filterLibrary(all, { ...NO_FILTER, search: '  PLOT stage ' }))).toEqual(['Stage plot.pdf']);
    expect(names(filterLibrary(all, { ...NO_FILTER, tourId: 'tour-a' }))).toEqual(['Stage plot.pdf']);
    expect(names(filterLibrary(all, { ...NO_FILTER, artistId: 'artist-a' }))).toEqual([
      'Logo.png',
      'Stage plot.pdf',
    ]);
    expect(names(filterLibrary(all, { ...NO_FILTER, kind: 'spreadsheet' }))).toEqual(['Budget.xlsx']);
    expect(filterLibrary(all, { ...NO_FILTER, search: 'rider' })).toEqual([]);
  });

  it('offers each tour and artist once, by name', () => {
    expect(libraryChoices(all)).toEqual({
      tours: [
        { value: 'tour-b', label: 'Autumn Run' },
        { value: 'tour-a', label: 'Spring Run' },
      ],
      artists: [
        { value: 'artist-b', label: 'Others' },
        { value: 'artist-a', label: 'The Testers' },
      ],
    });
  });

  it('names file types the way a crew does', () => {
    expect(fileKindOf('application/pdf')).toBe('document');
    expect(fileKindOf('text/plain')).toBe('document');
    expect(fileKindOf('text/csv')).toBe('spreadsheet');
    expect(fileKindOf('image/webp')).toBe('image');
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe(
      'presentation',
    );
    expect(fileKindOf('application/zip')).toBe('other');
  });
});

describe('the personnel CSV template', () => {
  it('has the import’s columns, in order, and one example row per common role', () => {
    const [header, ...rows] = personnelCsvTemplate().trimEnd().split('\r\n');
    expect(header).toBe(PERSONNEL_CSV_COLUMNS.join(','));
    expect(header).toBe('email,role,role title,first name,last name');
    expect(rows.map((row) => row.split(',')[1])).toEqual(['TOUR_MEMBER', 'TOUR_MANAGER', 'VENDOR']);
  });
});
