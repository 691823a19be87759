/**
 * Riders through the API, as a client builds them: a rider, lines, labor types and labor, people,
 * supporting acts, files. Setup calls throw with the answer when they do not succeed (via `must`).
 */
import type { BodyOf } from './api-client';
import { uploaded } from './file-factories';
import { SAMPLES } from './file-samples';
import type { TestApp } from './test-app';
import { joinTour, must, ownerWithTour } from './tour-factories';

export async function createRider(
  t: TestApp,
  token: string,
  tourId: string,
  overrides: Partial<BodyOf<'POST /riders/tour/{id}'>> = {},
) {
  const body = { name: 'Headline rider', type: 'HEADLINE' as const, ...overrides };
  return must(await t.call('POST /riders/tour/{id}', { params: { id: tourId }, body, token }), 201).data;
}

export async function riderDetail(t: TestApp, token: string, riderId: string) {
  return must(await t.call('GET /riders/{id}', { params: { id: riderId }, token })).data;
}

export async function addItem(
  t: TestApp,
  token: string,
  riderId: string,
  overrides: Partial<BodyOf<'POST /riders/{id}/items'>> = {},
) {
  const body = { section: 'HOSPITALITY' as const, label: 'Coffee', ...overrides };
  return must(await t.call('POST /riders/{id}/items', { params: { id: riderId }, body, token }), 201).data;
}

export async function laborType(t: TestApp, token: string, tourId: string, name = 'Stagehand') {
  const body = { tourId, name };
  return must(await t.call('POST /rider-labor-types', { body, token }), 201).data;
}

export async function addLabor(
  t: TestApp,
  token: string,
  riderId: string,
  laborTypeId: string,
  overrides: Partial<BodyOf<'POST /rider-labors'>> = {},
) {
  const body = { riderId, laborTypeId, quantity: 4, startTime: '08:00', endTime: '12:00', ...overrides };
  return must(await t.call('POST /rider-labors', { body, token }), 201).data;
}

export async function supportingAct(t: TestApp, token: string, riderId: string, name = 'Paper Lanterns') {
  const body = { riderId, name, contactName: 'Jo Reyes', email: 'jo@lanterns.example' };
  return must(await t.call('POST /rider-supporting-acts', { body, token }), 201).data;
}

/** Uploads a PDF as RIDER_FILE and attaches it to `path` (`riders/{id}` or `rider-supporting-acts/{id}`). */
export async function riderFile(
  t: TestApp,
  token: string,
  path: `riders/${string}` | `rider-supporting-acts/${string}`,
  name = 'stage-plot.pdf',
) {
  const staged = await uploaded(t, token, SAMPLES.pdf, { purpose: 'RIDER_FILE', name });
  const route = path.startsWith('riders/')
    ? 'POST /riders/{id}/upload-file'
    : 'POST /rider-supporting-acts/{id}/upload-file';
  const id = path.slice(path.indexOf('/') + 1);
  return must(await t.call(route, { params: { id }, body: { key: staged.key }, token }), 201).data;
}

/** An owner's tour with a manager and a member on it, and a HEADLINE rider. */
export async function tourWithRider(t: TestApp) {
  const made = await ownerWithTour(t);
  const manager = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MANAGER', 'Kim');
  const member = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const rider = await createRider(t, made.owner.token, made.tour.id);
  return { ...made, manager, member, rider };
}
