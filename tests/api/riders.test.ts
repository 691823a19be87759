import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RIDER_TYPES, templateLineId } from '#contract/rider-types';
import { files, riderItems } from '../../server/db/schema/index';
import { storedKeys } from '../support/file-factories';
import {
  addItem,
  addLabor,
  createRider,
  laborType,
  riderDetail,
  riderFile,
  supportingAct,
  tourWithRider,
} from '../support/rider-factories';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, liveRows, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('riders of a tour', () => {
  it('lists the rider types with their template lines', async () => {
    const { member } = await tourWithRider(t);
    const types = must(await t.call('GET /riders/types', { token: member.token })).data;
    expect(types.map((type) => type.id)).toEqual(['HEADLINE', 'FESTIVAL', 'SUPPORT', 'PRIVATE', 'BLANK']);
    expect(types[0]?.items.length).toBeGreaterThan(5);
  });

  it('a manager creates a rider from a type: its template lines are copied, in order, with derived ids', async () => {
    const { manager, member, tour, rider: first } = await tourWithRider(t);
    const created = await createRider(t, manager.token, tour.id, {
      name: 'Festival rider',
      type: 'FESTIVAL',
    });
    const detail = await riderDetail(t, member.token, created.id);
    const template = RIDER_TYPES.find((type) => type.id === 'FESTIVAL')?.items ?? [];
    expect(detail.items.map(({ section, label }) => ({ section, label }))).toEqual(
      template.map(({ section, label }) => ({ section, label })),
    );
    expect(detail.items.map((item) => item.id)).toEqual(
      template.map((_, i) => templateLineId(created.id, i)),
    );
    const listed = must(
      await t.call('GET /riders/tour/{id}', { params: { id: tour.id }, token: member.token }),
    ).data;
    expect(listed.map((rider) => rider.name)).toEqual(['Festival rider', first.name]);
  });

  it('renames a rider and keeps what was not named', async () => {
    const { owner, tour } = await tourWithRider(t);
    const rider = await createRider(t, owner.token, tour.id, { notes: 'Call Kim' });
    const renamed = must(
      await t.call('PATCH /riders/{id}', {
        params: { id: rider.id },
        body: { name: 'UK rider' },
        token: owner.token,
      }),
    );
    expect(renamed.data).toMatchObject({ name: 'UK rider', notes: 'Call Kim' });
  });

  it('refuses bad input with the product’s messages and writes nothing', async () => {
    const { owner, tour, rider } = await tourWithRider(t);
    const bad = await t.post<ErrorBody>(
      `/api/riders/tour/${tour.id}`,
      { name: ' ', type: 'GIG' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ type: 'Choose a rider type' });
    const empty = await t.patch<ErrorBody>(`/api/riders/${rider.id}`, {}, { token: owner.token });
    expect(empty.status).toBe(400);
    const line = await t.post<ErrorBody>(
      `/api/riders/${rider.id}/items`,
      { section: 'BAR', label: 'x', quantity: 0 },
      { token: owner.token },
    );
    expect(line.body.error.fields).toMatchObject({
      section: 'Choose a section',
      quantity: 'Between 1 and 999',
    });
    expect((await liveRows(t, owner.token, tour.id, 'rider')).size).toBe(1);
  });

  it('a member reads riders but may not write them (403)', async () => {
    const { member, tour, rider } = await tourWithRider(t);
    expect((await t.get(`/api/riders/${rider.id}`, { token: member.token })).status).toBe(200);
    const writes = [
      t.post(`/api/riders/tour/${tour.id}`, { name: 'Mine', type: 'BLANK' }, { token: member.token }),
      t.patch(`/api/riders/${rider.id}`, { name: 'Mine' }, { token: member.token }),
      t.post(`/api/riders/${rider.id}/items`, { section: 'MERCH', label: 'Rack' }, { token: member.token }),
      t.del(`/api/riders/${rider.id}`, undefined, { token: member.token }),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.status).toBe(403);
  });

  it('a rider id whose derived line ids are taken answers 409, not a 500, and writes nothing', async () => {
    const { owner, tour } = await tourWithRider(t);
    const id = crypto.randomUUID();
    await createRider(t, owner.token, tour.id, { id });
    // The next id up: its line 0 is the first rider's line 1.
    const next = `${id.slice(0, -8)}${((Number.parseInt(id.slice(-8), 16) + 1) % 0x1_0000_0000).toString(16).padStart(8, '0')}`;
    expect(templateLineId(next, 0)).toBe(templateLineId(id, 1));
    const answer = await t.post<ErrorBody>(
      `/api/riders/tour/${tour.id}`,
      { id: next, name: 'B', type: 'HEADLINE' },
      { token: owner.token },
    );
    expect(answer.status).toBe(409);
    expect((await liveRows(t, owner.token, tour.id, 'rider')).has(next)).toBe(false);
  });

  it('the same POST with an Idempotency-Key makes one rider', async () => {
    const { owner, tour } = await tourWithRider(t);
    const key = crypto.randomUUID();
    const send = () =>
      t.call('POST /riders/tour/{id}', {
        params: { id: tour.id },
        body: { name: 'Once', type: 'BLANK' },
        token: owner.token,
        headers: { 'idempotency-key': key },
      });
    const first = must(await send(), 201).data;
    const again = must(await send(), 201).data;
    expect(again.id).toBe(first.id);
    const riders = [...(await liveRows(t, owner.token, tour.id, 'rider')).values()];
    expect(riders.filter((rider) => rider.name === 'Once')).toHaveLength(1);
  });
});

describe('section lines', () => {
  it('adds a line after the section’s last, changes only the named fields, and deletes it', async () => {
    const { owner, member, rider } = await tourWithRider(t);
    const before = await riderDetail(t, owner.token, rider.id);
    const lastMerch = Math.max(
      ...before.items.filter((item) => item.section === 'MERCH').map((item) => item.position),
    );
    const line = await addItem(t, owner.token, rider.id, {
      section: 'MERCH',
      label: 'Rack',
      details: 'Two rails',
    });
    expect(line.position).toBe(lastMerch + 1);
    const url = `/api/riders/${rider.id}/items/${line.id}`;
    const changed = must(
      await t.call('PATCH /riders/{id}/items/{itemId}', {
        params: { id: rider.id, itemId: line.id },
        body: { quantity: 2 },
        token: owner.token,
      }),
    ).data;
    expect(changed).toMatchObject({ label: 'Rack', details: 'Two rails', quantity: 2 });
    must(await t.del(url, undefined, { token: owner.token }));
    const after = await riderDetail(t, member.token, rider.id);
    expect(after.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id));
  });

  it('a line of another rider is not found under this one', async () => {
    const { owner, tour, rider } = await tourWithRider(t);
    const other = await createRider(t, owner.token, tour.id, { type: 'BLANK' });
    const line = await addItem(t, owner.token, other.id);
    const answer = await t.patch(
      `/api/riders/${rider.id}/items/${line.id}`,
      { label: 'x' },
      { token: owner.token },
    );
    expect(answer.status).toBe(404);
  });
});

describe('deleting a rider', () => {
  it('tombstones the rider, every part and file, and removes the bytes after the commit', async () => {
    const { owner, member, tour, rider } = await tourWithRider(t);
    must(
      await t.post(`/api/riders/${rider.id}/personnel`, { userId: member.user.id }, { token: owner.token }),
      201,
    );
    must(
      await t.post(`/api/riders/${rider.id}/external-personnel`, { name: 'Lee' }, { token: owner.token }),
      201,
    );
    await addLabor(t, owner.token, rider.id, (await laborType(t, owner.token, tour.id)).id);
    const act = await supportingAct(t, owner.token, rider.id);
    must(
      await t.post(
        `/api/rider-supporting-acts/${act.id}/personnel`,
        { name: 'Drummer' },
        { token: owner.token },
      ),
      201,
    );
    await riderFile(t, owner.token, `riders/${rider.id}`);
    await riderFile(t, owner.token, `rider-supporting-acts/${act.id}`);
    const keys = (await t.db.select().from(files).where(eq(files.riderId, rider.id))).map(
      (row) => row.storageKey,
    );
    must(await t.del(`/api/riders/${rider.id}`, undefined, { token: owner.token }));
    expect((await t.call('GET /riders/{id}', { params: { id: rider.id }, token: owner.token })).status).toBe(
      404,
    );
    expect(
      await t.db
        .select()
        .from(riderItems)
        .where(and(eq(riderItems.riderId, rider.id), isNull(riderItems.deletedAt))),
    ).toEqual([]);
    const stored = await storedKeys(t);
    for (const key of keys) expect(stored).not.toContain(key);
    for (const entity of [
      'rider',
      'riderItem',
      'riderPersonnel',
      'riderExternalPerson',
      'riderLabor',
      'riderSupportingAct',
      'riderFile',
    ])
      expect(
        [...(await liveRows(t, member.token, tour.id, entity)).values()].filter(
          (row) => row.id === rider.id || row.riderId === rider.id,
        ),
      ).toEqual([]);
  });
});
