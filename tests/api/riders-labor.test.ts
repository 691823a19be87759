import { describe, expect, it } from 'vitest';
import { RIDER_MESSAGES } from '#contract/riders';
import { addLabor, laborType, riderDetail, tourWithRider } from '../support/rider-factories';
import { setupTestApp } from '../support/test-app';
import { createTour, type ErrorBody, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('labor types of a tour', () => {
  it('are listed by name, unique whatever the case, and deleted only when no line uses them', async () => {
    const { owner, member, tour, rider } = await tourWithRider(t);
    const stagehand = await laborType(t, owner.token, tour.id, 'Stagehand');
    const loader = await laborType(t, owner.token, tour.id, 'loader');
    const listed = must(
      await t.call('GET /rider-labor-types/{id}', { params: { id: tour.id }, token: member.token }),
    );
    expect(listed.data.map((type) => type.name)).toEqual(['loader', 'Stagehand']);
    const again = await t.post<ErrorBody>(
      '/api/rider-labor-types',
      { tourId: tour.id, name: 'STAGEHAND' },
      { token: owner.token },
    );
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ name: RIDER_MESSAGES.laborTypeExists });
    await addLabor(t, owner.token, rider.id, stagehand.id);
    const inUse = await t.del<ErrorBody>(`/api/rider-labor-types/${stagehand.id}`, undefined, {
      token: owner.token,
    });
    expect(inUse.status).toBe(400);
    expect(inUse.body.error.message).toBe(RIDER_MESSAGES.laborTypeInUse);
    must(await t.del(`/api/rider-labor-types/${loader.id}`, undefined, { token: owner.token }));
    const left = must(
      await t.call('GET /rider-labor-types/{id}', { params: { id: tour.id }, token: owner.token }),
    );
    expect(left.data.map((type) => type.id)).toEqual([stagehand.id]);
  });

  it('members may not add or delete them (403); another workspace’s tour is not found', async () => {
    const { owner, member, tour } = await tourWithRider(t);
    const type = await laborType(t, owner.token, tour.id);
    expect(
      (await t.post('/api/rider-labor-types', { tourId: tour.id, name: 'Rigger' }, { token: member.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.del(`/api/rider-labor-types/${type.id}`, undefined, { token: member.token })).status,
    ).toBe(403);
    const stranger = await tourWithRider(t);
    const foreign = await t.post(
      '/api/rider-labor-types',
      { tourId: tour.id, name: 'Rigger' },
      { token: stranger.owner.token },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('labor lines of a rider', () => {
  it('a manager adds, reads, changes and deletes lines; they carry their type’s name', async () => {
    const { owner, member, tour, rider } = await tourWithRider(t);
    const type = await laborType(t, owner.token, tour.id, 'Rigger');
    const line = await addLabor(t, owner.token, rider.id, type.id, { quantity: 2, notes: 'Up rig' });
    expect(line).toMatchObject({
      laborTypeName: 'Rigger',
      quantity: 2,
      startTime: '08:00',
      endTime: '12:00',
      position: 0,
    });
    expect(
      must(await t.call('GET /rider-labors/{id}', { params: { id: line.id }, token: member.token })).data,
    ).toEqual(line);
    const changed = must(
      await t.call('PATCH /rider-labors/{id}', {
        params: { id: line.id },
        body: { endTime: '01:00' },
        token: owner.token,
      }),
    ).data;
    // An end before the start runs past midnight: allowed.
    expect(changed).toMatchObject({ startTime: '08:00', endTime: '01:00', notes: 'Up rig' });
    const listed = must(
      await t.call('GET /rider-labors/rider/{id}', { params: { id: rider.id }, token: member.token }),
    ).data;
    expect(listed).toEqual([changed]);
    expect(
      (await t.patch(`/api/rider-labors/${line.id}`, { quantity: 3 }, { token: member.token })).status,
    ).toBe(403);
    must(await t.del(`/api/rider-labors/${line.id}`, undefined, { token: owner.token }));
    expect((await riderDetail(t, owner.token, rider.id)).labors).toEqual([]);
  });

  it('a labor type of another tour, a bad quantity or time is 400 with field messages; nothing is written', async () => {
    const { owner, tour, rider } = await tourWithRider(t);
    const otherTour = await createTour(t, owner.token, { name: 'Autumn Run' });
    const foreignType = await laborType(t, owner.token, otherTour.id);
    const wrongTour = await t.post<ErrorBody>(
      '/api/rider-labors',
      { riderId: rider.id, laborTypeId: foreignType.id, quantity: 1 },
      { token: owner.token },
    );
    expect(wrongTour.status).toBe(400);
    expect(wrongTour.body.error.fields).toEqual({ laborTypeId: RIDER_MESSAGES.otherTour });
    const type = await laborType(t, owner.token, tour.id);
    const bad = await t.post<ErrorBody>(
      '/api/rider-labors',
      { riderId: rider.id, laborTypeId: type.id, quantity: 0, startTime: '25:00' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ quantity: RIDER_MESSAGES.quantity });
    expect(Object.keys(bad.body.error.fields ?? {})).toContain('startTime');
    const line = await addLabor(t, owner.token, rider.id, type.id);
    const retype = await t.patch<ErrorBody>(
      `/api/rider-labors/${line.id}`,
      { laborTypeId: foreignType.id },
      { token: owner.token },
    );
    expect(retype.body.error.fields).toEqual({ laborTypeId: RIDER_MESSAGES.otherTour });
    expect((await riderDetail(t, owner.token, rider.id)).labors).toEqual([line]);
  });

  it('a line for another workspace’s rider is not found, and a retried POST makes one line', async () => {
    const { owner, tour, rider } = await tourWithRider(t);
    const type = await laborType(t, owner.token, tour.id);
    const stranger = await tourWithRider(t);
    const foreign = await t.post(
      '/api/rider-labors',
      { riderId: rider.id, laborTypeId: type.id, quantity: 1 },
      { token: stranger.owner.token },
    );
    expect(foreign.status).toBe(404);
    const key = crypto.randomUUID();
    const send = () =>
      t.call('POST /rider-labors', {
        body: { riderId: rider.id, laborTypeId: type.id, quantity: 1 },
        token: owner.token,
        headers: { 'idempotency-key': key },
      });
    const first = must(await send(), 201).data;
    expect(must(await send(), 201).data.id).toBe(first.id);
    expect((await riderDetail(t, owner.token, rider.id)).labors).toHaveLength(1);
  });
});
