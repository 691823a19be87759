/**
 * Push notification tests: a tour playing in Berlin today, people on it with devices registered at
 * the stand-in push service, and the pushes they got, decrypted. Schedule notifications are about
 * today and tomorrow, so the app's clock is first moved to the next noon in Berlin (before anyone
 * signs in: tokens are issued on the app's clock).
 */

import * as v from 'valibot';
import { zonedTimeToIso } from '#contract/dates';
import { type PushPayload, PushPayloadSchema } from '#contract/notifications';
import type { ProjectRole } from '#contract/roles';
import { flushNotifications } from '../../server/modules/notifications/push-worker';
import type { PushService, StandInSubscription } from './push-service';
import type { TestApp } from './test-app';
import { BERLIN, joinTour, must, ownerWithTour, placeDay, tagDay } from './tour-factories';

const berlinDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: BERLIN.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
export const nextDate = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Moves the app's clock forward to the next 12:00 in Berlin; answers that day's date. */
export function moveToBerlinNoon(t: TestApp): string {
  const now = t.clock.now();
  let date = berlinDate(now);
  if (Date.parse(zonedTimeToIso(date, '12:00', BERLIN.timeZone)) <= now.getTime()) date = nextDate(date);
  t.clock.advance((Date.parse(zonedTimeToIso(date, '12:00', BERLIN.timeZone)) - now.getTime()) / 1000);
  return date;
}

/** A Berlin wall-clock time today (or `days` later) as an instant. */
export const berlinAt = (date: string, time: string, days = 0) =>
  zonedTimeToIso(nextDate(date, days), time, BERLIN.timeZone);

/** An owner's tour of four days from `today`, the first two placed at Columbiahalle and tagged. */
export async function tourPlayingToday(t: TestApp, today: string) {
  const made = await ownerWithTour(t, { startDate: today, endDate: nextDate(today, 3) });
  const [first, second] = [made.days[0], made.days[1]];
  if (!first || !second) throw new Error('the tour has no days');
  for (const day of [first, second]) {
    await placeDay(t, made.owner.token, made.tour.id, day.date, BERLIN);
    await tagDay(t, made.owner.token, day.id);
  }
  return { ...made, today: first, tomorrow: second };
}

/** Someone on the tour with one browser registered at the stand-in push service. */
export async function withDevice(
  t: TestApp,
  push: PushService,
  managerToken: string,
  tourId: string,
  role: ProjectRole = 'TOUR_MEMBER',
  firstName = 'Ada',
) {
  const person = await joinTour(t, managerToken, tourId, role, firstName);
  const device = push.subscription();
  must(
    await t.call('POST /notifications/mobile-device', { body: device.registration, token: person.token }),
    201,
  );
  return { ...person, device };
}

/** What the service worker of this subscription would show, for every push it got. */
export function pushesTo(push: PushService, device: StandInSubscription): PushPayload[] {
  return push
    .requestsTo(device)
    .map((request) => v.parse(PushPayloadSchema, JSON.parse(device.decrypt(request.body))));
}

/** One round of the worker, after the batching window has passed. */
export async function afterBatchWindow(t: TestApp, seconds = 21) {
  t.clock.advance(seconds);
  return flushNotifications(t.deps);
}
