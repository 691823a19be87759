import { describe, expect, it } from 'vitest';
import { RIDER_TYPES, templateLineId } from '#contract/rider-types';
import { MUTATION_NAMES } from '#contract/sync-mutations';
import {
  createRider,
  laborType,
  riderDetail,
  riderFile,
  supportingAct,
  tourWithRider,
} from '../support/rider-factories';
import { setupTestApp } from '../support/test-app';
import { device, liveRows, must, pullAll } from '../support/tour-factories';

const t = await setupTestApp();

const statuses = (body: { data: { results: { status: string }[] } }) =>
  body.data.results.map((r) => r.status);
const uuid = () => crypto.randomUUID();

describe('riders through /api/sync/push', () => {
  it('every rider mutation applies through the same rules as REST', async () => {
    const { owner, tour, member } = await tourWithRider(t);
    const phone = device(t, owner.token);
    const [riderId, itemId, personId, externalId, typeId, laborId, actId, actPersonId] = [
      uuid(),
      uuid(),
      uuid(),
      uuid(),
      uuid(),
      uuid(),
      uuid(),
      uuid(),
    ];
    const m = (name: string, args: unknown) => phone.mutation(name, args, tour.id);
    const build = [
      m('rider.create', {
        tourId: tour.id,
        rider: { id: riderId, name: 'Festival rider', type: 'FESTIVAL' },
      }),
      m('rider.update', { id: riderId, changes: { notes: 'Call Kim first' } }),
      m('rider.addItem', { riderId, item: { id: itemId, section: 'VENUE', label: 'Barrier' } }),
      m('rider.updateItem', { id: itemId, changes: { quantity: 2 } }),
      m('rider.addPersonnel', { riderId, person: { id: personId, userId: member.user.id, role: 'FOH' } }),
      m('rider.updatePersonnel', { id: personId, changes: { role: 'Monitors' } }),
      m('rider.addExternal', {
        riderId,
        supportingActId: null,
        person: { id: externalId, name: 'Sam Driver' },
      }),
      m('rider.updateExternal', { id: externalId, changes: { role: 'Driver' } }),
      m('riderLaborType.create', { laborType: { id: typeId, tourId: tour.id, name: 'Rigger' } }),
      m('rider.addLabor', { labor: { id: laborId, riderId, laborTypeId: typeId, quantity: 2 } }),
      m('rider.updateLabor', { id: laborId, changes: { quantity: 3 } }),
      m('rider.addSupportingAct', { act: { id: actId, riderId, name: 'Opener' } }),
      m('rider.addExternal', {
        riderId,
        supportingActId: actId,
        person: { id: actPersonId, name: 'Drummer' },
      }),
      m('rider.updateSupportingAct', { id: actId, changes: { notes: '30 minute set' } }),
    ];
    expect(statuses(must(await phone.push(build)))).toEqual(build.map(() => 'applied'));
    const built = await riderDetail(t, member.token, riderId);
    expect(built).toMatchObject({ notes: 'Call Kim first', type: 'FESTIVAL' });
    // The template lines carry the ids the offline client derives, so its copies are replaced.
    const festival = RIDER_TYPES.find((type) => type.id === 'FESTIVAL')?.items ?? [];
    const templateIds = festival.map((_, index) => templateLineId(riderId, index));
    expect(built.items.map((item) => item.id)).toEqual(expect.arrayContaining([...templateIds, itemId]));
    expect(built.items.find((item) => item.id === itemId)?.quantity).toBe(2);
    expect(built.personnel).toEqual([
      expect.objectContaining({ id: personId, role: 'Monitors', firstName: 'Ada' }),
    ]);
    expect(built.externalPersonnel).toEqual([expect.objectContaining({ id: externalId, role: 'Driver' })]);
    expect(built.labors).toEqual([
      expect.objectContaining({ id: laborId, quantity: 3, laborTypeName: 'Rigger' }),
    ]);
    expect(built.supportingActs).toEqual([
      expect.objectContaining({
        id: actId,
        notes: '30 minute set',
        personnel: [expect.objectContaining({ id: actPersonId })],
      }),
    ]);
    const teardown = [
      m('rider.deleteItem', { id: itemId }),
      m('rider.removePersonnel', { id: personId }),
      m('rider.deleteExternal', { id: externalId }),
      m('rider.deleteLabor', { id: laborId }),
      m('riderLaborType.delete', { id: typeId }),
      m('rider.deleteSupportingAct', { id: actId }),
      m('rider.delete', { id: riderId }),
    ];
    expect(statuses(must(await phone.push(teardown)))).toEqual(teardown.map(() => 'applied'));
    expect((await t.get(`/api/riders/${riderId}`, { token: owner.token })).status).toBe(404);
    for (const entity of ['riderItem', 'riderExternalPerson', 'riderSupportingAct', 'riderLaborType']) {
      const left = [...(await liveRows(t, member.token, tour.id, entity)).values()];
      expect(left.filter((row) => row.riderId === riderId || row.id === typeId)).toEqual([]);
    }
    expect(new Set([...build, ...teardown].map((mutation) => mutation.name))).toEqual(
      new Set(MUTATION_NAMES.filter((name) => /^(rider|riderLaborType)\./.test(name))),
    );
  });

  it('a pull carries all eight rider entities to everyone on the tour', async () => {
    const { owner, tour, member, rider } = await tourWithRider(t);
    const type = await laborType(t, owner.token, tour.id);
    must(
      await t.post(
        '/api/rider-labors',
        { riderId: rider.id, laborTypeId: type.id, quantity: 2 },
        { token: owner.token },
      ),
      201,
    );
    must(
      await t.post(`/api/riders/${rider.id}/personnel`, { userId: member.user.id }, { token: owner.token }),
      201,
    );
    must(
      await t.post(`/api/riders/${rider.id}/external-personnel`, { name: 'Lee' }, { token: owner.token }),
      201,
    );
    await supportingAct(t, owner.token, rider.id);
    const file = await riderFile(t, owner.token, `riders/${rider.id}`);
    const entities = new Set(
      (await pullAll(t, member.token, tour.id)).flatMap((page) =>
        page.changes.map((change) => change.entity),
      ),
    );
    for (const entity of [
      'rider',
      'riderItem',
      'riderPersonnel',
      'riderExternalPerson',
      'riderLabor',
      'riderLaborType',
      'riderSupportingAct',
      'riderFile',
    ])
      expect(entities).toContain(entity);
    // A rider file is never mistaken for a tour file.
    expect((await liveRows(t, member.token, tour.id, 'tourFile')).has(file.id)).toBe(false);
    expect((await liveRows(t, member.token, tour.id, 'riderFile')).get(file.id)).toMatchObject({
      riderId: rider.id,
    });
  });

  it('a replayed create (same id, new mutation) makes nothing twice', async () => {
    const { owner, tour } = await tourWithRider(t);
    const phone = device(t, owner.token);
    const args = { tourId: tour.id, rider: { id: uuid(), name: 'Once', type: 'SUPPORT' } };
    const first = phone.mutation('rider.create', args, tour.id);
    expect(statuses(must(await phone.push([first])))).toEqual(['applied']);
    expect(statuses(must(await phone.push([{ ...first, seq: 2 }])))).toEqual(['duplicate']);
    expect(statuses(must(await phone.push([phone.mutation('rider.create', args, tour.id)])))).toEqual([
      'applied',
    ]);
    const lines = [...(await liveRows(t, owner.token, tour.id, 'riderItem')).values()];
    const support = RIDER_TYPES.find((type) => type.id === 'SUPPORT')?.items.length;
    expect(lines.filter((line) => line.riderId === args.rider.id)).toHaveLength(support ?? -1);
  });

  it('two devices editing one section offline both keep their lines and their fields', async () => {
    const { owner, manager, tour, rider } = await tourWithRider(t);
    const before = await riderDetail(t, owner.token, rider.id);
    const existing = before.items.find((item) => item.section === 'HOSPITALITY');
    if (!existing) throw new Error('the HEADLINE template has hospitality lines');
    const ownerPhone = device(t, owner.token);
    const managerPhone = device(t, manager.token);
    const [ownerLine, managerLine] = [uuid(), uuid()];
    const fromOwner = [
      ownerPhone.mutation(
        'rider.addItem',
        { riderId: rider.id, item: { id: ownerLine, section: 'HOSPITALITY', label: 'Fruit' } },
        tour.id,
      ),
      ownerPhone.mutation(
        'rider.updateItem',
        { id: existing.id, changes: { details: 'Sparkling too' } },
        tour.id,
      ),
    ];
    const fromManager = [
      managerPhone.mutation(
        'rider.addItem',
        { riderId: rider.id, item: { id: managerLine, section: 'HOSPITALITY', label: 'Tea' } },
        tour.id,
      ),
      managerPhone.mutation('rider.updateItem', { id: existing.id, changes: { quantity: 24 } }, tour.id),
    ];
    expect(statuses(must(await ownerPhone.push(fromOwner)))).toEqual(['applied', 'applied']);
    expect(statuses(must(await managerPhone.push(fromManager)))).toEqual(['applied', 'applied']);
    const after = await riderDetail(t, owner.token, rider.id);
    const hospitality = after.items.filter((item) => item.section === 'HOSPITALITY');
    expect(hospitality.map((item) => item.id)).toEqual(
      expect.arrayContaining([ownerLine, managerLine, existing.id]),
    );
    expect(after.items.find((item) => item.id === existing.id)).toMatchObject({
      details: 'Sparkling too',
      quantity: 24,
    });
    const pulled = await liveRows(t, owner.token, tour.id, 'riderItem');
    expect(pulled.get(existing.id)).toMatchObject({ details: 'Sparkling too', quantity: 24 });
    expect(pulled.has(ownerLine) && pulled.has(managerLine)).toBe(true);
  });

  it('a member’s queued rider write is rejected and changes nothing', async () => {
    const { owner, tour, member, rider } = await tourWithRider(t);
    const before = await riderDetail(t, owner.token, rider.id);
    const phone = device(t, member.token);
    const writes = [
      phone.mutation(
        'rider.addItem',
        { riderId: rider.id, item: { id: uuid(), section: 'MERCH', label: 'Rack' } },
        tour.id,
      ),
      phone.mutation(
        'rider.create',
        { tourId: tour.id, rider: { id: uuid(), name: 'Mine', type: 'BLANK' } },
        tour.id,
      ),
    ];
    expect(statuses(must(await phone.push(writes)))).toEqual(['rejected', 'rejected']);
    expect(await riderDetail(t, owner.token, rider.id)).toEqual(before);
    expect((await liveRows(t, owner.token, tour.id, 'rider')).size).toBe(1);
  });

  it('a rider created on a device then fetched keeps one set of template lines', async () => {
    const { owner, tour } = await tourWithRider(t);
    const made = await createRider(t, owner.token, tour.id, { id: uuid(), type: 'PRIVATE' });
    const lines = (await riderDetail(t, owner.token, made.id)).items.map((item) => item.id);
    expect(lines).toEqual([0, 1, 2].map((index) => templateLineId(made.id, index)));
  });
});
