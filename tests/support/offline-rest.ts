/** REST calls another client (or the test's setup) makes against the in-process server. */
import * as v from 'valibot';
import type { SyncUser } from './offline-harness';
import type { TestApp } from './test-app';

const IdDataSchema = v.object({ data: v.object({ id: v.string() }) });

/** A tour of the user's own artist, days from `startDate` to `endDate` (every day `UTC`). */
export async function createTour(
  t: TestApp,
  user: SyncUser,
  dates: { startDate: string; endDate: string } = { startDate: '2027-04-10', endDate: '2027-04-12' },
): Promise<string> {
  const artist = await t.post('/api/artists', { name: 'The Testers' }, { token: user.token });
  const artistId = v.parse(IdDataSchema, artist.body).data.id;
  const tour = await t.post('/api/tours', { artistId, name: 'Spring run', ...dates }, { token: user.token });
  if (tour.status !== 201) throw new Error(`tour create failed: ${JSON.stringify(tour.body)}`);
  return v.parse(IdDataSchema, tour.body).data.id;
}

/** Sets a day's tag through the REST API (notes and events need a tagged day). */
export async function tagDay(t: TestApp, user: SyncUser, tourDayId: string, tag = 'SHOW_DAY') {
  const response = await t.post('/api/day-tags', { tourDayId, tag }, { token: user.token });
  if (response.status >= 300) throw new Error(`tag failed: ${JSON.stringify(response.body)}`);
}

/** A REST call as another client would make it; throws unless it succeeded. */
export async function rest(t: TestApp, user: SyncUser, method: string, path: string, body?: object) {
  const response = await t.request(method, `/api${path}`, body as Record<string, unknown> | undefined, {
    token: user.token,
  });
  if (response.status >= 300)
    throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The id of what a REST create made. */
export async function restCreate(t: TestApp, user: SyncUser, path: string, body: object): Promise<string> {
  return v.parse(IdDataSchema, await rest(t, user, 'POST', path, body)).data.id;
}

/** Puts `member` on the owner's tour with a role (invited, then accepted); returns the personnel row id. */
export async function addToTour(
  t: TestApp,
  owner: SyncUser,
  tourId: string,
  member: SyncUser,
  role = 'TOUR_MEMBER',
) {
  await rest(t, owner, 'POST', `/tours/${tourId}/personnel`, { emails: member.email, role });
  const list = v.parse(
    v.object({ data: v.array(v.object({ id: v.string(), email: v.string() })) }),
    await rest(t, owner, 'GET', `/tours/${tourId}/personnel`),
  );
  const row = list.data.find((person) => person.email === member.email.toLowerCase());
  if (!row) throw new Error('member not on the tour');
  await rest(t, member, 'POST', `/invitations/tour/${row.id}/accept`);
  return row.id;
}
