/**
 * Tenant cases for tour days, day tags, notes, events and the sync pull. Each setup builds a tour
 * with a tagged day, a note and an event through the API and snapshots the whole tour; each check
 * compares the tour against that snapshot (every write to a tour changes at least its version).
 */

import { expectTourUnchanged, withTourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import {
  BERLIN,
  createEvent,
  createNote,
  createTour,
  daysOf,
  eventBody,
  firstOf,
  tagDay,
} from './tour-factories';

/** tourId, dayId (tagged), noteId and eventId of a fresh tour of the owner's. */
async function plannedTour(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const day = firstOf(await daysOf(t, owner.token, tour.id));
  await tagDay(t, owner.token, day.id);
  const note = await createNote(t, owner.token, day.id, 'Matrix note');
  const event = await createEvent(t, owner.token, day.id, { title: 'Matrix show' });
  return withTourState(t, { tourId: tour.id, dayId: day.id, noteId: note.id, eventId: event.id });
}

const planned = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({
  name,
  method,
  route,
  path,
  body,
  setup: plannedTour,
  verifyUnchanged: expectTourUnchanged,
});

export const DAY_CASES: TenantCase[] = [
  planned('a tour’s days', 'GET', '/tour-days/{id}', (ids) => `/api/tour-days/${ids.tourId}`),
  planned(
    'placing a tour day',
    'POST',
    '/tour-days/{id}',
    (ids) => `/api/tour-days/${ids.tourId}`,
    () => ({ date: '2027-04-11', place: BERLIN }),
  ),
  planned(
    'adding a note to a day',
    'POST',
    '/tour-days/{id}/notes',
    (ids) => `/api/tour-days/${ids.dayId}/notes`,
    () => ({ text: 'Intruder note' }),
  ),
  planned(
    'editing a note',
    'PATCH',
    '/tour-days/{id}/notes/{noteId}',
    (ids) => `/api/tour-days/${ids.dayId}/notes/${ids.noteId}`,
    () => ({ text: 'Changed', expectedText: 'Matrix note' }),
  ),
  planned(
    'deleting a note',
    'DELETE',
    '/tour-days/{id}/notes/{noteId}',
    (ids) => `/api/tour-days/${ids.dayId}/notes/${ids.noteId}`,
  ),
  planned('a day’s tag', 'GET', '/day-tags/{id}', (ids) => `/api/day-tags/${ids.dayId}`),
  planned('removing a day’s tag', 'DELETE', '/day-tags/{id}', (ids) => `/api/day-tags/${ids.dayId}`),
  planned('a tour’s events', 'GET', '/events/tour/{id}', (ids) => `/api/events/tour/${ids.tourId}`),
  planned(
    'a tour’s events by day',
    'GET',
    '/v2/events/tour/{id}',
    (ids) => `/api/v2/events/tour/${ids.tourId}`,
  ),
  planned(
    'adding an event to a day',
    'POST',
    '/events/{id}',
    (ids) => `/api/events/${ids.dayId}`,
    () => eventBody({ title: 'Intruder show' }),
  ),
  planned('an event', 'GET', '/events/{id}', (ids) => `/api/events/${ids.eventId}`),
  planned('an event (v2)', 'GET', '/v2/events/{id}', (ids) => `/api/v2/events/${ids.eventId}`),
  planned(
    'changing an event',
    'PATCH',
    '/events/{id}',
    (ids) => `/api/events/${ids.eventId}`,
    () => ({ title: 'Renamed', startAt: '2027-04-10T18:00:00Z' }),
  ),
  planned('deleting an event', 'DELETE', '/events/{id}', (ids) => `/api/events/${ids.eventId}`),
  planned(
    'pulling a tour’s changes',
    'GET',
    '/sync/tours/{id}/changes',
    (ids) => `/api/sync/tours/${ids.tourId}/changes`,
  ),
];
