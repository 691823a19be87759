/**
 * Tours through the API, as a client would build them: an artist and a tour for a signed-in
 * owner, days tagged and placed, people added by e-mail, events, notes and sync calls.
 * Setup calls throw with the answer when they do not succeed, so a broken step is obvious.
 */
import type { Artist } from '#contract/artists';
import type { ProjectRole } from '#contract/roles';
import type { PullResponse } from '#contract/sync';
import type { DayTag, TourDay } from '#contract/tour-days';
import type { TourPersonnel } from '#contract/tour-personnel';
import type { Tour } from '#contract/tours';
import type { BodyOf } from './api-client';
import { signedInUser } from './factories';
import type { TestApp, TestResponse } from './test-app';

export type Session = Awaited<ReturnType<typeof signedInUser>>;
export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
export type Data<T> = { data: T };
export type Body = Record<string, unknown>;

/** The body of a response with the expected status; anything else throws with what came back. */
export function must<T>(response: TestResponse<T>, status = 200): T {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

export const BERLIN = {
  city: 'Berlin',
  country: 'Germany',
  venue: 'Columbiahalle',
  timeZone: 'Europe/Berlin',
  latitude: 52.486,
  longitude: 13.391,
};
export const NEW_YORK = { city: 'New York', country: 'United States', timeZone: 'America/New_York' };

export async function createArtist(t: TestApp, token: string, name = 'The Night Drives'): Promise<Artist> {
  return must(await t.call('POST /artists', { body: { name }, token }), 201).data;
}

export interface TourInput {
  artistId?: string;
  name?: string;
  startDate?: string;
  endDate?: string;
}

/** A tour (and, unless given, a new artist for it) owned by the caller; three days by default. */
export async function createTour(t: TestApp, token: string, input: TourInput = {}): Promise<Tour> {
  const artistId = input.artistId ?? (await createArtist(t, token)).id;
  const body = {
    artistId,
    name: input.name ?? 'Spring Run',
    startDate: input.startDate ?? '2027-04-10',
    endDate: input.endDate ?? '2027-04-12',
  };
  return must(await t.call('POST /tours', { body, token }), 201).data;
}

export async function getTour(t: TestApp, token: string, tourId: string): Promise<Tour> {
  return must(await t.call('GET /tours/{id}', { params: { id: tourId }, token })).data;
}

export async function daysOf(t: TestApp, token: string, tourId: string): Promise<TourDay[]> {
  return must(await t.call('GET /tour-days/{id}', { params: { id: tourId }, token })).data;
}

/** A new owner with a tour of `days` days from 2027-04-10, and those days. */
export async function ownerWithTour(t: TestApp, input: TourInput = {}) {
  const owner = await signedInUser(t, { firstName: 'Olive' });
  const tour = await createTour(t, owner.token, input);
  const days = await daysOf(t, owner.token, tour.id);
  return { owner, tour, days, day: firstOf(days) };
}

export function firstOf<T>(items: readonly T[], index = 0): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} in ${JSON.stringify(items)}`);
  return item;
}

export async function tagDay(t: TestApp, token: string, tourDayId: string, tag: DayTag = 'SHOW_DAY') {
  return must(await t.call('POST /day-tags', { body: { tourDayId, tag }, token })).data;
}

export async function placeDay(
  t: TestApp,
  token: string,
  tourId: string,
  date: string,
  place: BodyOf<'POST /tour-days/{id}'>['place'],
) {
  return must(await t.call('POST /tour-days/{id}', { params: { id: tourId }, body: { date, place }, token }))
    .data;
}

export async function addPersonnel(
  t: TestApp,
  token: string,
  tourId: string,
  emails: string,
  role: ProjectRole = 'TOUR_MEMBER',
) {
  const response = await t.call('POST /tours/{id}/personnel', {
    params: { id: tourId },
    body: { emails, role },
    token,
  });
  return must(response, 201).data;
}

/** The invitee accepts their pending invitation to the tour (found through GET /invitations). */
export async function acceptInvitation(t: TestApp, token: string, tourId: string) {
  const pending = must(await t.call('GET /invitations', { token })).data;
  const invitation = pending.find((item) => item.kind === 'TOUR' && item.tourId === tourId);
  if (!invitation) throw new Error(`no invitation to tour ${tourId}: ${JSON.stringify(pending)}`);
  must(await t.post(`/api/invitations/tour/${invitation.id}/accept`, undefined, { token }));
  return invitation;
}

export async function personnelOf(t: TestApp, token: string, tourId: string): Promise<TourPersonnel[]> {
  return must(await t.call('GET /tours/{id}/personnel', { params: { id: tourId }, token })).data;
}

/** A new confirmed user invited to the tour with `role` who accepted, with their personnel row. */
export async function joinTour(
  t: TestApp,
  managerToken: string,
  tourId: string,
  role: ProjectRole = 'TOUR_MEMBER',
  firstName = 'Mika',
) {
  const person = await signedInUser(t, { firstName });
  await addPersonnel(t, managerToken, tourId, person.email, role);
  await acceptInvitation(t, person.token, tourId);
  const row = (await personnelOf(t, managerToken, tourId)).find((p) => p.email === person.email);
  if (!row) throw new Error(`${person.email} is not on tour ${tourId}`);
  return { ...person, personnel: row };
}

/** What POST /events/{tourDayId} accepts. */
export type EventInput = BodyOf<'POST /events/{id}'>;
const MAIN_SHOW = {
  type: 'SHOW',
  title: 'Main show',
  startAt: '2027-04-10T19:00:00.000Z',
  endAt: '2027-04-10T21:00:00.000Z',
} satisfies EventInput;

/** The main show with changes; loose on purpose, so error tests can send what the schema refuses. */
export const eventBody = (overrides: Body = {}): Body => ({ ...MAIN_SHOW, ...overrides });
/** The main show with valid changes, typed by the route. */
export const validEventBody = (overrides: Partial<EventInput> = {}): EventInput => ({
  ...MAIN_SHOW,
  ...overrides,
});

export async function createEvent(
  t: TestApp,
  token: string,
  tourDayId: string,
  overrides: Partial<EventInput> = {},
) {
  const response = await t.call('POST /events/{id}', {
    params: { id: tourDayId },
    body: validEventBody(overrides),
    token,
  });
  return must(response, 201).data;
}

export async function getEvent(t: TestApp, token: string, id: string) {
  return t.call('GET /events/{id}', { params: { id }, token });
}

export async function createNote(t: TestApp, token: string, tourDayId: string, text = 'Load in at 14:00') {
  return must(
    await t.call('POST /tour-days/{id}/notes', { params: { id: tourDayId }, body: { text }, token }),
    201,
  ).data;
}

/** An owner's tour with its first day tagged SHOW_DAY in Berlin. */
export async function tourWithShowDay(t: TestApp, input: TourInput = {}) {
  const made = await ownerWithTour(t, input);
  await placeDay(t, made.owner.token, made.tour.id, made.day.date, BERLIN);
  const day = await tagDay(t, made.owner.token, made.day.id);
  return { ...made, day };
}

export async function pull(t: TestApp, token: string, tourId: string, query = '') {
  const search = Object.fromEntries(new URLSearchParams(query));
  return t.call('GET /sync/tours/{id}/changes', { params: { id: tourId }, query: search, token });
}

/** Everything a fresh device would get: pages followed from `since` until hasMore is false. */
export async function pullAll(t: TestApp, token: string, tourId: string, since = 0, limit = 500) {
  const pages: PullResponse[] = [];
  let cursor = since;
  for (let i = 0; i < 100; i += 1) {
    const page = must(await pull(t, token, tourId, `since=${cursor}&limit=${limit}`)).data;
    pages.push(page);
    cursor = page.version;
    if (!page.hasMore) return pages;
  }
  throw new Error('pull did not finish in 100 pages');
}

/** The live rows of one entity after a full pull, by id. */
export async function liveRows(t: TestApp, token: string, tourId: string, entity: string) {
  const rows = new Map<string, Record<string, unknown>>();
  for (const page of await pullAll(t, token, tourId)) {
    for (const change of page.changes) {
      if (change.entity !== entity) continue;
      if (change.op === 'delete' || !change.data) rows.delete(change.id);
      else rows.set(change.id, change.data);
    }
  }
  return rows;
}

/** One queued write as the outbox sends it. */
export interface PushMutation {
  mutationId: string;
  seq: number;
  name: string;
  args: unknown;
  tourId: string | null;
}

/** A device with its own outbox sequence, as the client keeps one per installation. */
export function device(t: TestApp, token: string) {
  const deviceId = crypto.randomUUID();
  let seq = 0;
  return {
    deviceId,
    mutation(name: string, args: unknown, tourId: string | null = null): PushMutation {
      seq += 1;
      return { mutationId: crypto.randomUUID(), seq, name, args, tourId };
    },
    push(mutations: PushMutation[]) {
      return t.call('POST /sync/push', { body: { deviceId, mutations }, token });
    },
  };
}
