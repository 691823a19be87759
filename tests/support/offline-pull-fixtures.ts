/**
 * Tours for the pull tests (tests/client/offline-pull*.test.ts): a tour of notes written over REST,
 * one tour version per note, and what the server says of it.
 */
import * as v from 'valibot';
import { type SyncUser, syncUser } from './offline-harness';
import { createTour, rest, restCreate, tagDay } from './offline-rest';
import type { TestApp } from './test-app';

/** The change-page requests among a device's requests, in order. */
export const changeRequests = (requests: string[]) =>
  requests.filter((request) => request.includes('/changes?'));

/** The tour's version as the server lists it to `user`. */
export async function serverVersion(t: TestApp, user: SyncUser, tourId: string) {
  const list = v.parse(
    v.object({ data: v.array(v.object({ tourId: v.string(), version: v.number() })) }),
    await rest(t, user, 'GET', '/sync/tours'),
  );
  return list.data.find((tour) => tour.tourId === tourId)?.version;
}

/** A tagged day with notes written by another client (REST): one tour version per note. */
export async function tourWithNotes(t: TestApp, count: number, owner?: SyncUser) {
  const user = owner ?? (await syncUser(t));
  const tourId = await createTour(t, user);
  const days = v.parse(
    v.object({ data: v.array(v.object({ id: v.string(), date: v.string() })) }),
    await rest(t, user, 'GET', `/tour-days/${tourId}`),
  ).data;
  const dayId = days[0]?.id ?? '';
  await tagDay(t, user, dayId);
  const noteIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    noteIds.push(await restCreate(t, user, `/tour-days/${dayId}/notes`, { text: `Note ${i}` }));
  }
  return { user, tourId, dayId, noteIds };
}
