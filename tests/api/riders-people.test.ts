import { describe, expect, it } from 'vitest';
import { RIDER_MESSAGES } from '#contract/riders';
import { signedInUser } from '../support/factories';
import { riderDetail, tourWithRider } from '../support/rider-factories';
import { setupTestApp } from '../support/test-app';
import { addPersonnel, type ErrorBody, must } from '../support/tour-factories';

const t = await setupTestApp();

/** Puts someone of the tour on the rider through the typed client. */
const putOn = (riderId: string, body: { userId: string; role?: string | null }, token: string) =>
  t.call('POST /riders/{id}/personnel', { params: { id: riderId }, body, token });

describe('personnel of a rider', () => {
  it('a manager puts people of the tour on the rider, with who they are; changes and removes them', async () => {
    const { owner, manager, member, rider } = await tourWithRider(t);
    const url = `/api/riders/${rider.id}/personnel`;
    const added = must(
      await putOn(rider.id, { userId: member.user.id, role: 'FOH engineer' }, manager.token),
      201,
    ).data;
    expect(added).toMatchObject({
      userId: member.user.id,
      firstName: 'Ada',
      email: member.email,
      role: 'FOH engineer',
      position: 0,
    });
    const second = must(await putOn(rider.id, { userId: manager.user.id }, owner.token), 201).data;
    expect(second.position).toBe(1);
    const changed = must(
      await t.call('PATCH /riders/{id}/personnel/{personId}', {
        params: { id: rider.id, personId: added.id },
        body: { role: null },
        token: owner.token,
      }),
    ).data;
    expect(changed.role).toBeNull();
    const listed = must(
      await t.call('GET /riders/{id}/personnel', { params: { id: rider.id }, token: member.token }),
    ).data;
    expect(listed.map((person) => person.firstName)).toEqual(['Ada', 'Kim']);
    must(await t.del(`${url}/${added.id}`, undefined, { token: owner.token }));
    expect((await riderDetail(t, member.token, rider.id)).personnel.map((person) => person.id)).toEqual([
      second.id,
    ]);
  });

  it('only people active on the tour, and each once (400 with the product’s messages)', async () => {
    const { owner, member, tour, rider } = await tourWithRider(t);
    const url = `/api/riders/${rider.id}/personnel`;
    const outsider = await signedInUser(t, { firstName: 'Out' });
    const invited = await signedInUser(t, { firstName: 'Invited' });
    await addPersonnel(t, owner.token, tour.id, invited.email);
    for (const userId of [outsider.user.id, invited.user.id]) {
      const answer = await t.post<ErrorBody>(url, { userId }, { token: owner.token });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({ userId: RIDER_MESSAGES.notPersonnel });
    }
    must(await t.post(url, { userId: member.user.id }, { token: owner.token }), 201);
    const twice = await t.post<ErrorBody>(url, { userId: member.user.id }, { token: owner.token });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual({ userId: RIDER_MESSAGES.alreadyOnRider });
    expect((await riderDetail(t, owner.token, rider.id)).personnel).toHaveLength(1);
  });

  it('a member may read but not change the rider’s people (403)', async () => {
    const { owner, member, rider } = await tourWithRider(t);
    const url = `/api/riders/${rider.id}/personnel`;
    const added = must(await putOn(rider.id, { userId: member.user.id }, owner.token), 201).data;
    expect((await t.get(url, { token: member.token })).status).toBe(200);
    expect((await t.post(url, { userId: member.user.id }, { token: member.token })).status).toBe(403);
    expect((await t.patch(`${url}/${added.id}`, { role: 'x' }, { token: member.token })).status).toBe(403);
    expect((await t.del(`${url}/${added.id}`, undefined, { token: member.token })).status).toBe(403);
  });
});

describe('external personnel of a rider', () => {
  it('adds, changes the named fields of, lists and removes people who are not users', async () => {
    const { owner, member, rider } = await tourWithRider(t);
    const url = `/api/riders/${rider.id}/external-personnel`;
    const body = {
      name: 'Sam Okafor',
      role: 'Bus driver',
      email: 'sam@coaches.example',
      phone: '+44 20 7946 0000',
    };
    const params = { id: rider.id };
    const added = must(
      await t.call('POST /riders/{id}/external-personnel', { params, body, token: owner.token }),
      201,
    ).data;
    expect(added).toMatchObject({ ...body, supportingActId: null, position: 0 });
    const changed = must(
      await t.call('PATCH /riders/{id}/external-personnel/{personId}', {
        params: { id: rider.id, personId: added.id },
        body: { notes: 'Sleeps on the bus' },
        token: owner.token,
      }),
    ).data;
    expect(changed).toMatchObject({ name: 'Sam Okafor', role: 'Bus driver', notes: 'Sleeps on the bus' });
    expect(
      must(await t.call('GET /riders/{id}/external-personnel', { params, token: member.token })).data,
    ).toEqual([changed]);
    expect((await t.post(url, { name: 'Mine' }, { token: member.token })).status).toBe(403);
    must(await t.del(`${url}/${added.id}`, undefined, { token: owner.token }));
    expect((await riderDetail(t, owner.token, rider.id)).externalPersonnel).toEqual([]);
  });

  it('refuses a missing name or a bad e-mail with field messages and writes nothing', async () => {
    const { owner, rider } = await tourWithRider(t);
    const url = `/api/riders/${rider.id}/external-personnel`;
    const answer = await t.post<ErrorBody>(url, { name: '', email: 'not-an-email' }, { token: owner.token });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields ?? {}).sort()).toEqual(['email', 'name']);
    const empty = await t.patch<ErrorBody>(`${url}/${crypto.randomUUID()}`, {}, { token: owner.token });
    expect(empty.status).toBe(400);
    expect((await riderDetail(t, owner.token, rider.id)).externalPersonnel).toEqual([]);
  });
});
