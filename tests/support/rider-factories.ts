/**
 * Riders through the API, as a client builds them: a rider, lines, labor types and labor, people,
 * supporting acts, files. Setup calls throw with the answer when they do not succeed (via `must`).
 */
import type { RiderDetail, RiderLaborDetail, RiderSupportingActDetail } from '#contract/rider-detail';
import type { RiderLaborType } from '#contract/rider-labor';
import type { RiderFile } from '#contract/rider-supporting-acts';
import type { Rider, RiderItem } from '#contract/riders';
import { uploaded } from './file-factories';
import { SAMPLES } from './file-samples';
import type { TestApp } from './test-app';
import { type Body, type Data, joinTour, must, ownerWithTour } from './tour-factories';

export async function createRider(t: TestApp, token: string, tourId: string, overrides: Body = {}) {
  const body = { name: 'Headline rider', type: 'HEADLINE', ...overrides };
  return must(await t.post<Data<Rider>>(`/api/riders/tour/${tourId}`, body, { token }), 201).data;
}

export async function riderDetail(t: TestApp, token: string, riderId: string) {
  return must(await t.get<Data<RiderDetail>>(`/api/riders/${riderId}`, { token })).data;
}

export async function addItem(t: TestApp, token: string, riderId: string, overrides: Body = {}) {
  const body = { section: 'HOSPITALITY', label: 'Coffee', ...overrides };
  return must(await t.post<Data<RiderItem>>(`/api/riders/${riderId}/items`, body, { token }), 201).data;
}

export async function laborType(t: TestApp, token: string, tourId: string, name = 'Stagehand') {
  const body = { tourId, name };
  return must(await t.post<Data<RiderLaborType>>('/api/rider-labor-types', body, { token }), 201).data;
}

export async function addLabor(
  t: TestApp,
  token: string,
  riderId: string,
  laborTypeId: string,
  overrides: Body = {},
) {
  const body = { riderId, laborTypeId, quantity: 4, startTime: '08:00', endTime: '12:00', ...overrides };
  return must(await t.post<Data<RiderLaborDetail>>('/api/rider-labors', body, { token }), 201).data;
}

export async function supportingAct(t: TestApp, token: string, riderId: string, name = 'Paper Lanterns') {
  const body = { riderId, name, contactName: 'Jo Reyes', email: 'jo@lanterns.example' };
  return must(
    await t.post<Data<RiderSupportingActDetail>>('/api/rider-supporting-acts', body, { token }),
    201,
  ).data;
}

/** Uploads a PDF as RIDER_FILE and attaches it to `path` (`riders/{id}` or `rider-supporting-acts/{id}`). */
export async function riderFile(t: TestApp, token: string, path: string, name = 'stage-plot.pdf') {
  const staged = await uploaded(t, token, SAMPLES.pdf, { purpose: 'RIDER_FILE', name });
  return must(await t.post<Data<RiderFile>>(`/api/${path}/upload-file`, { key: staged.key }, { token }), 201)
    .data;
}

/** An owner's tour with a manager and a member on it, and a HEADLINE rider. */
export async function tourWithRider(t: TestApp) {
  const made = await ownerWithTour(t);
  const manager = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MANAGER', 'Kim');
  const member = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const rider = await createRider(t, made.owner.token, made.tour.id);
  return { ...made, manager, member, rider };
}
