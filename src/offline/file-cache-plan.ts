/**
 * Which files this device should keep for the road: pure, so the rule is tested without a browser.
 * Files of the days from yesterday to UPCOMING_FILE_DAYS ahead are kept automatically (yesterday
 * too, because a venue's date can be a day behind the device's), and so are the tour-level files
 * (the tour book) of every tour with a day in that window: the tour is on the road. Files the user
 * saved stay until removed; anything no longer in the mirror (deleted, or the tour is gone) is
 * dropped at once.
 */
import type { SavedFileRow, TourDayRow, TourFileRow } from './db';

export const UPCOMING_FILE_DAYS = 3;

export type OfflineFilePlan = {
  /** Upcoming files not on the device yet. */
  save: TourFileRow[];
  /** Saved files to drop: gone from the mirror, or automatic ones whose day has passed. */
  remove: string[];
};

// The device's local calendar date, `days` after `date`. Plain Date arithmetic, not date-fns: this
// module is on the signed-in start path, which must not carry date-fns (see docs/benchmarks.md).
function localDate(date: Date, days: number): string {
  const shifted = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${shifted.getFullYear()}-${pad(shifted.getMonth() + 1)}-${pad(shifted.getDate())}`;
}

export function upcomingWindow(today: Date): { from: string; to: string } {
  return { from: localDate(today, -1), to: localDate(today, UPCOMING_FILE_DAYS - 1) };
}

export function planOfflineFiles(input: {
  files: readonly TourFileRow[];
  /** At least the days of the day files and each tour's days in the upcoming window. */
  days: readonly Pick<TourDayRow, 'id' | 'tourId' | 'date'>[];
  saved: readonly SavedFileRow[];
  today: Date;
}): OfflineFilePlan {
  const { from, to } = upcomingWindow(input.today);
  const upcomingDays = input.days.filter((day) => day.date >= from && day.date <= to);
  const upcomingDayIds = new Set(upcomingDays.map((day) => day.id));
  const toursOnTheRoad = new Set(upcomingDays.map((day) => day.tourId));
  const isUpcoming = (file: Pick<TourFileRow, 'tourId' | 'tourDayId'>) =>
    file.tourDayId === null ? toursOnTheRoad.has(file.tourId) : upcomingDayIds.has(file.tourDayId);
  const filesById = new Map(input.files.map((file) => [file.id, file]));
  const savedIds = new Set(input.saved.map((row) => row.fileId));

  const remove = input.saved
    .filter((row) => {
      const file = filesById.get(row.fileId);
      if (!file) return true;
      return row.reason === 'upcoming' && !isUpcoming(file);
    })
    .map((row) => row.fileId);
  const save = input.files.filter((file) => isUpcoming(file) && !savedIds.has(file.id));
  return { save, remove };
}
