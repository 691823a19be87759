import type { TrackerLine } from './use-production-tracker';

export type SortKey = 'date' | 'city' | 'venue';
export type TrackerView = {
  sort: SortKey;
  descending: boolean;
  text: string;
  notAdvanced: boolean;
  riderNotSent: boolean;
};

export const DEFAULT_VIEW: TrackerView = {
  sort: 'date',
  descending: false,
  text: '',
  notAdvanced: false,
  riderNotSent: false,
};

const sortValue = (line: TrackerLine, key: SortKey) =>
  key === 'date' ? `${line.date} ${line.event.startAt}` : line[key].toLocaleLowerCase();

/** The lines the view shows, in its order: filtered by text over city, venue and name, and the two toggles. */
export function viewLines(lines: readonly TrackerLine[], view: TrackerView): TrackerLine[] {
  const needle = view.text.trim().toLocaleLowerCase();
  const shown = lines.filter(
    (line) =>
      (!needle ||
        [line.city, line.venue, line.event.title].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )) &&
      (!view.notAdvanced || !line.tracker?.advanced) &&
      (!view.riderNotSent || !line.tracker?.riderSent),
  );
  const direction = view.descending ? -1 : 1;
  return shown.sort(
    (a, b) =>
      direction * sortValue(a, view.sort).localeCompare(sortValue(b, view.sort)) ||
      sortValue(a, 'date').localeCompare(sortValue(b, 'date')),
  );
}
