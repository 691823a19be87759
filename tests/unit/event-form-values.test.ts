import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventFormSchema } from '../../src/features/events/event-form-schema';
import {
  eventToForm,
  newEventValues,
  nextStartAfter,
  toCreateArgs,
  toUpdateChanges,
} from '../../src/features/events/event-form-values';
import { defaultPaper } from '../../src/features/print/print-search';
import type { EventRow, TourDayRow } from '../../src/offline/db';

const DAY: TourDayRow = {
  id: 'day-1',
  tourId: 'tour-1',
  date: '2027-09-04',
  timeZone: 'Europe/Lisbon',
  city: 'Lisbon',
  country: 'Portugal',
  venue: 'Coliseu dos Recreios',
  placeId: null,
  latitude: null,
  longitude: null,
  tag: 'SHOW_DAY',
  venueProviderId: null,
  version: 1,
};

const valid = (input: object) => v.parse(EventFormSchema, { ...newEventValues(DAY), ...input });

describe('the event form: fast entry of a show day', () => {
  it('starts a new event at the day’s venue', () => {
    expect(newEventValues(DAY, '15:00')).toMatchObject({
      startTime: '15:00',
      endTime: '',
      location: DAY.venue,
    });
    expect(newEventValues({ venue: null }).location).toBe('');
  });

  it('takes an empty end as a point in time: stored with the end equal to the start', () => {
    const { event } = toCreateArgs(DAY, valid({ title: 'Doors', startTime: '19:00', endTime: '' }));
    expect(event).toMatchObject({ startAt: '2027-09-04T18:00:00.000Z', endAt: '2027-09-04T18:00:00.000Z' });
  });

  it('still refuses a malformed end time, and a missing start', () => {
    const result = v.safeParse(EventFormSchema, { ...newEventValues(DAY), title: 'Doors', endTime: '7pm' });
    expect(result.success).toBe(false);
    const fields = (result.issues ?? []).map((issue) => v.getDotPath(issue));
    expect([...new Set(fields)].sort()).toEqual(['endTime', 'startTime']);
  });

  it('shows a point in time with no end when editing, and keeps it one when only the start moves', () => {
    const doors: EventRow = {
      id: 'event-1',
      tourId: DAY.tourId,
      tourDayId: DAY.id,
      type: 'SCHEDULE_ITEM',
      title: 'Doors',
      startAt: '2027-09-04T18:00:00.000Z',
      endAt: '2027-09-04T18:00:00.000Z',
      timeZone: DAY.timeZone,
      visibility: 'EVERYONE',
      location: null,
      description: null,
      version: 1,
    };
    const initial = eventToForm(doors, [], []);
    expect(initial).toMatchObject({ startTime: '19:00', endTime: '' });
    const changes = toUpdateChanges(DAY, doors, initial, valid({ ...initial, startTime: '19:15' }));
    expect(changes).toMatchObject({
      startAt: '2027-09-04T18:15:00.000Z',
      endAt: '2027-09-04T18:15:00.000Z',
      expected: { startAt: doors.startAt, endAt: doors.endAt },
    });
  });

  it('suggests the next start: the last end, or 30 minutes after a point in time', () => {
    expect(nextStartAfter({ startTime: '13:00', endTime: '15:00' })).toBe('15:00');
    expect(nextStartAfter({ startTime: '19:00', endTime: '' })).toBe('19:30');
    expect(nextStartAfter({ startTime: '23:45', endTime: '' })).toBe('00:15');
  });
});

describe('the print paper of a locale', () => {
  it('is Letter in the Americas that use it, A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('Letter');
    expect(defaultPaper('en-CA')).toBe('Letter');
    expect(defaultPaper('de-DE')).toBe('A4');
    expect(defaultPaper('en-GB')).toBe('A4');
    expect(defaultPaper('not a locale')).toBe('A4');
  });
});
