import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '#contract/calendar';
import { groupByDate } from '../../src/features/calendar/group-by-date';
import { stayNights } from '../../src/features/calendar/stay-nights';

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  kind: 'tour',
  id: 'e',
  title: 'Show',
  type: 'SHOW',
  startAt: '2026-11-10T20:00:00.000Z',
  endAt: '2026-11-10T21:30:00.000Z',
  timeZone: 'Europe/Berlin',
  tourId: 't',
  tourName: 'Tour',
  tourDayId: 'd',
  ...over,
});

describe('hotel stays in the calendar', () => {
  it('covers each night from check-in to the night before check-out, in the hotel’s zone', () => {
    const stay = {
      startAt: '2026-11-10T14:00:00.000Z',
      endAt: '2026-11-13T10:00:00.000Z',
      timeZone: 'Europe/Berlin',
    };
    expect(stayNights(stay)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
    // A stay entered within one evening is that one night, not a late event.
    const evening = {
      startAt: '2026-11-10T22:30:00.000Z',
      endAt: '2026-11-10T22:59:00.000Z',
      timeZone: 'Europe/Berlin',
    };
    expect(stayNights(evening)).toEqual(['2026-11-10']);
  });

  it('puts a stay on each of its nights within the month, first on the date', () => {
    const stay = item({
      id: 'stay',
      type: 'HOTEL_STAY',
      title: 'Hotel Adlon',
      startAt: '2026-11-29T14:00:00.000Z',
      endAt: '2026-12-02T10:00:00.000Z',
    });
    const show = item({ id: 'show', startAt: '2026-11-29T19:00:00.000Z', endAt: '2026-11-29T21:00:00.000Z' });
    const byDate = groupByDate([show, stay], '2026-11-01', '2026-11-30');
    expect([...byDate.keys()].sort()).toEqual(['2026-11-29', '2026-11-30']);
    expect(byDate.get('2026-11-29')?.map((i) => i.id)).toEqual(['stay', 'show']);
    expect(byDate.get('2026-11-30')?.map((i) => i.id)).toEqual(['stay']);
  });
});
