import { describe, expect, it } from 'vitest';
import type { SavedFileRow, TourFileRow } from '../../src/offline/db';
import { planOfflineFiles, UPCOMING_FILE_DAYS, upcomingWindow } from '../../src/offline/file-cache-plan';

const TODAY = new Date(2026, 10, 22, 9, 0); // 22 Nov 2026, device-local

const days = [
  { id: 'd-before', tourId: 'tour-1', date: '2026-11-20' },
  { id: 'd-yesterday', tourId: 'tour-1', date: '2026-11-21' },
  { id: 'd-today', tourId: 'tour-1', date: '2026-11-22' },
  { id: 'd-last', tourId: 'tour-1', date: '2026-11-24' },
  { id: 'd-after', tourId: 'tour-1', date: '2026-11-25' },
];

const file = (id: string, tourDayId: string | null, tourId = 'tour-1'): TourFileRow => ({
  id,
  tourId,
  tourDayId,
  name: `${id}.pdf`,
  mimeType: 'application/pdf',
  size: 1000,
  uploadedBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const saved = (
  fileId: string,
  reason: SavedFileRow['reason'],
  tourDayId: string | null = null,
): SavedFileRow => ({
  fileId,
  tourId: 'tour-1',
  tourDayId,
  reason,
  size: 1000,
  savedAt: '2026-11-01T00:00:00.000Z',
});

describe('planOfflineFiles', () => {
  it('counts the upcoming window in the device’s calendar days, across a month and a year', () => {
    expect(upcomingWindow(new Date(2026, 11, 30, 23, 30))).toEqual({ from: '2026-12-29', to: '2027-01-01' });
    expect(upcomingWindow(new Date(2027, 2, 1, 0, 0))).toEqual({ from: '2027-02-28', to: '2027-03-03' });
  });

  it('keeps the files of the days from yesterday to the last upcoming day, and no others', () => {
    expect(UPCOMING_FILE_DAYS).toBe(3);
    expect(upcomingWindow(TODAY)).toEqual({ from: '2026-11-21', to: '2026-11-24' });
    const files = days.map((day) => file(`f-${day.id}`, day.id));
    const plan = planOfflineFiles({ files, days, saved: [], today: TODAY });
    expect(plan.save.map((f) => f.id).sort()).toEqual(['f-d-last', 'f-d-today', 'f-d-yesterday']);
    expect(plan.remove).toEqual([]);
  });

  it('keeps the tour book (a tour-level file) of a tour on the road, not of a tour before or after it', () => {
    const otherDays = [
      { id: 'past-1', tourId: 'tour-past', date: '2026-10-01' },
      { id: 'next-1', tourId: 'tour-next', date: '2027-02-01' },
    ];
    const files = [
      file('book', null),
      file('book-past', null, 'tour-past'),
      file('book-next', null, 'tour-next'),
      file('book-no-days', null, 'tour-empty'),
    ];
    const plan = planOfflineFiles({ files, days: [...days, ...otherDays], saved: [], today: TODAY });
    expect(plan.save.map((f) => f.id)).toEqual(['book']);
  });

  it('drops an automatic tour book once its tour is over, but keeps one the user saved', () => {
    const over = [{ id: 'old', tourId: 'tour-1', date: '2026-11-10' }];
    const files = [file('auto-book', null), file('pinned-book', null)];
    const plan = planOfflineFiles({
      files,
      days: over,
      saved: [saved('auto-book', 'upcoming'), saved('pinned-book', 'manual')],
      today: TODAY,
    });
    expect(plan).toEqual({ save: [], remove: ['auto-book'] });
  });

  it('does not fetch again what is kept, or what the user took off the device', () => {
    const files = [file('a', 'd-today'), file('b', 'd-today')];
    const plan = planOfflineFiles({
      files,
      days,
      saved: [saved('a', 'upcoming', 'd-today'), saved('b', 'removed', 'd-today')],
      today: TODAY,
    });
    expect(plan).toEqual({ save: [], remove: [] });
  });

  it('drops automatic files once their day has passed, but keeps the ones the user saved', () => {
    const files = [file('auto', 'd-before'), file('pinned', 'd-before'), file('tour', null)];
    const plan = planOfflineFiles({
      files,
      days,
      saved: [
        saved('auto', 'upcoming', 'd-before'),
        saved('pinned', 'manual', 'd-before'),
        saved('tour', 'manual'),
      ],
      today: TODAY,
    });
    expect(plan.remove).toEqual(['auto']);
    expect(plan.save).toEqual([]);
  });

  it('drops every kept file that is gone from the mirror (deleted, or the tour is no longer shared)', () => {
    const plan = planOfflineFiles({
      files: [],
      days,
      saved: [saved('x', 'manual'), saved('y', 'upcoming', 'd-today'), saved('z', 'removed', 'd-today')],
      today: TODAY,
    });
    expect(plan.remove.sort()).toEqual(['x', 'y', 'z']);
  });
});
