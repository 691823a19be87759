/** Shows and their production tracker rows for API tests. */
import type { BodyOf } from './api-client';
import type { TestApp } from './test-app';
import { createEvent, joinTour, must, tourWithShowDay } from './tour-factories';

/** A tour with a show day, its show, a second manager and a member. */
export async function tourWithShow(t: TestApp) {
  const made = await tourWithShowDay(t);
  const show = await createEvent(t, made.owner.token, made.day.id, { title: 'Columbiahalle' });
  const manager = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MANAGER', 'Kim');
  const member = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  return { ...made, show, manager, member };
}

export async function startTracker(
  t: TestApp,
  token: string,
  eventId: string,
  fields: Omit<BodyOf<'POST /production-trackers'>, 'eventId'> = {},
) {
  return must(await t.call('POST /production-trackers', { body: { eventId, ...fields }, token }), 201).data;
}
