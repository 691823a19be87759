/**
 * The tenant-case setup of riders and every part of them. Each setup builds a tour with a full rider (a
 * line, the owner on it, an external person, a labor type and line, a supporting act with a person
 * and a file, a rider file) plus a staged RIDER_FILE upload; each check compares every rider row of
 * the tour (and the tour itself) to a snapshot and that the files' bytes are still there.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  files,
  riderExternalPeople,
  riderItems,
  riderLabors,
  riderLaborTypes,
  riderPersonnel,
  riderSupportingActs,
  riders,
} from '../../server/db/schema/index';
import { uploaded } from './file-factories';
import { SAMPLES } from './file-samples';
import { addItem, addLabor, createRider, laborType, riderFile, supportingAct } from './rider-factories';
import { tourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, joinTour, must } from './tour-factories';

async function ridersState(t: TestApp, tourId: string) {
  const tables = {
    riders,
    riderItems,
    riderPersonnel,
    riderExternalPeople,
    riderLabors,
    riderLaborTypes,
    riderSupportingActs,
    files,
  };
  const state: Record<string, unknown> = { tour: JSON.parse(await tourState(t, tourId)) };
  for (const [name, table] of Object.entries(tables))
    state[name] = await t.db.select().from(table).where(eq(table.tourId, tourId)).orderBy(asc(table.id));
  return JSON.stringify(state);
}

export async function tourWithFullRider(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const token = owner.token;
  const tour = await createTour(t, token);
  const rider = await createRider(t, token, tour.id);
  const item = await addItem(t, token, rider.id);
  // The owner runs the tour without a personnel row: the person on the rider is a member.
  const member = await joinTour(t, token, tour.id, 'TOUR_MEMBER', 'Ada');
  const person = must(
    await t.call('POST /riders/{id}/personnel', {
      params: { id: rider.id },
      body: { userId: member.user.id },
      token,
    }),
    201,
  ).data;
  const external = must(
    await t.call('POST /riders/{id}/external-personnel', {
      params: { id: rider.id },
      body: { name: 'Lee' },
      token,
    }),
    201,
  ).data;
  const type = await laborType(t, token, tour.id);
  // Not used by any line, so the owner's own delete of it succeeds.
  const spareType = await laborType(t, token, tour.id, 'Loader');
  const labor = await addLabor(t, token, rider.id, type.id);
  const act = await supportingAct(t, token, rider.id);
  const actPerson = must(
    await t.call('POST /rider-supporting-acts/{id}/personnel', {
      params: { id: act.id },
      body: { name: 'Drummer' },
      token,
    }),
    201,
  ).data;
  const file = await riderFile(t, token, `riders/${rider.id}`);
  const actFile = await riderFile(t, token, `rider-supporting-acts/${act.id}`);
  const key = (await uploaded(t, token, SAMPLES.pdf, { purpose: 'RIDER_FILE' })).key;
  return {
    tourId: tour.id,
    riderId: rider.id,
    itemId: item.id,
    personId: person.id,
    externalId: external.id,
    laborTypeId: type.id,
    spareTypeId: spareType.id,
    laborId: labor.id,
    actId: act.id,
    actPersonId: actPerson.id,
    fileId: file.id,
    actFileId: actFile.id,
    key,
    state: await ridersState(t, tour.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await ridersState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
  const rows = await t.db
    .select()
    .from(files)
    .where(eq(files.tourId, ids.tourId ?? ''));
  for (const row of rows) expect(await t.deps.storage.exists(row.storageKey), row.name).toBe(true);
}

/** The rider plus someone on the tour not yet on it (for adding a person). */
async function withSpareMember(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const ids = await tourWithFullRider(t, owner);
  const spare = await joinTour(t, owner.token, ids.tourId ?? '', 'TOUR_MEMBER', 'Spare');
  return { ...ids, spareUserId: spare.user.id, state: await ridersState(t, ids.tourId ?? '') };
}

export const riderCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
  { spareMember = false } = {},
): TenantCase => ({
  name,
  method,
  route,
  path,
  body,
  setup: spareMember ? withSpareMember : tourWithFullRider,
  verifyUnchanged: unchanged,
});

export const riderPath = (ids: Ids) => `/api/riders/${ids.riderId}`;
export const actPath = (ids: Ids) => `/api/rider-supporting-acts/${ids.actId}`;
