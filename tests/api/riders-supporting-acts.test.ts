import { describe, expect, it } from 'vitest';
import { RIDER_MESSAGES } from '#contract/riders';
import { downloadUrl, storedKeys, uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { riderDetail, riderFile, supportingAct, tourWithRider } from '../support/rider-factories';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, liveRows, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('supporting acts of a rider', () => {
  it('a manager adds an act with a contact, people and files; everyone on the tour reads it', async () => {
    const { owner, member, rider } = await tourWithRider(t);
    const act = await supportingAct(t, owner.token, rider.id);
    expect(act).toMatchObject({
      name: 'Paper Lanterns',
      contactName: 'Jo Reyes',
      position: 0,
      personnel: [],
      files: [],
    });
    const drummer = must(
      await t.call('POST /rider-supporting-acts/{id}/personnel', {
        params: { id: act.id },
        body: { name: 'Drummer' },
        token: owner.token,
      }),
      201,
    ).data;
    expect(drummer).toMatchObject({ supportingActId: act.id, riderId: rider.id });
    const renamed = must(
      await t.call('PATCH /rider-supporting-acts/{id}/personnel/{personId}', {
        params: { id: act.id, personId: drummer.id },
        body: { role: 'Drums' },
        token: owner.token,
      }),
    ).data;
    expect(renamed).toMatchObject({ name: 'Drummer', role: 'Drums' });
    const plot = await riderFile(t, owner.token, `rider-supporting-acts/${act.id}`, 'input list.pdf');
    expect(plot).toMatchObject({ supportingActId: act.id, name: 'input list.pdf' });
    const changed = must(
      await t.call('PATCH /rider-supporting-acts/{id}', {
        params: { id: act.id },
        body: { notes: '30 minutes' },
        token: owner.token,
      }),
    ).data;
    expect(changed).toMatchObject({
      notes: '30 minutes',
      contactName: 'Jo Reyes',
      personnel: [renamed],
      files: [plot],
    });
    expect(
      must(await t.call('GET /rider-supporting-acts/{id}', { params: { id: act.id }, token: member.token }))
        .data,
    ).toEqual(changed);
    const listed = await t.call('GET /rider-supporting-acts/{id}/personnel', {
      params: { id: act.id },
      token: member.token,
    });
    expect(must(listed).data).toEqual([renamed]);
    const detail = await riderDetail(t, member.token, rider.id);
    // A supporting act's people and files are the act's, not the rider's own.
    expect(detail).toMatchObject({ supportingActs: [changed], externalPersonnel: [], files: [] });
  });

  it('members may not write acts (403); bad input is 400; another workspace’s rider is not found', async () => {
    const { owner, member, rider } = await tourWithRider(t);
    const act = await supportingAct(t, owner.token, rider.id);
    expect(
      (
        await t.post(
          '/api/rider-supporting-acts',
          { riderId: rider.id, name: 'Mine' },
          { token: member.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.patch(`/api/rider-supporting-acts/${act.id}`, { name: 'Mine' }, { token: member.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.post(`/api/rider-supporting-acts/${act.id}/personnel`, { name: 'x' }, { token: member.token }))
        .status,
    ).toBe(403);
    const bad = await t.post<ErrorBody>(
      '/api/rider-supporting-acts',
      { riderId: rider.id, name: '', email: 'nope' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['email', 'name']);
    const stranger = await tourWithRider(t);
    const foreign = await t.post(
      '/api/rider-supporting-acts',
      { riderId: rider.id, name: 'Theirs' },
      { token: stranger.owner.token },
    );
    expect(foreign.status).toBe(404);
    expect((await riderDetail(t, owner.token, rider.id)).supportingActs).toHaveLength(1);
  });

  it('deleting an act tombstones its people and files and removes the bytes after the commit', async () => {
    const { owner, member, tour, rider } = await tourWithRider(t);
    const act = await supportingAct(t, owner.token, rider.id);
    must(
      await t.post(
        `/api/rider-supporting-acts/${act.id}/personnel`,
        { name: 'Drummer' },
        { token: owner.token },
      ),
      201,
    );
    const file = await riderFile(t, owner.token, `rider-supporting-acts/${act.id}`);
    const keysBefore = await storedKeys(t);
    must(await t.del(`/api/rider-supporting-acts/${act.id}`, undefined, { token: owner.token }));
    expect((await t.get(`/api/rider-supporting-acts/${act.id}`, { token: owner.token })).status).toBe(404);
    expect((await storedKeys(t)).length).toBe(keysBefore.length - 1);
    expect((await liveRows(t, member.token, tour.id, 'riderExternalPerson')).size).toBe(0);
    expect((await liveRows(t, member.token, tour.id, 'riderFile')).has(file.id)).toBe(false);
  });
});

describe('rider files', () => {
  it('attaches a RIDER_FILE upload; anyone on the tour gets a cacheable download URL; deleting removes the bytes', async () => {
    const { owner, member, rider } = await tourWithRider(t);
    const file = await riderFile(t, owner.token, `riders/${rider.id}`);
    expect((await riderDetail(t, member.token, rider.id)).files).toEqual([file]);
    const url = await downloadUrl(t, member.token, file.id);
    expect(url.cacheable).toBe(true);
    const opened = await t.app.request(url.url);
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(SAMPLES.pdf);
    const removal = `/api/riders/${rider.id}/delete-file?fileId=${file.id}`;
    expect((await t.del(removal, undefined, { token: member.token })).status).toBe(403);
    const keysBefore = await storedKeys(t);
    must(await t.del(removal, undefined, { token: owner.token }));
    expect((await storedKeys(t)).length).toBe(keysBefore.length - 1);
    expect((await t.del(removal, undefined, { token: owner.token })).status).toBe(404);
  });

  it('an upload made for another purpose is refused and stays staged', async () => {
    const { owner, rider } = await tourWithRider(t);
    const staged = await uploaded(t, owner.token, SAMPLES.pdf, { purpose: 'TOUR_FILE' });
    const answer = await t.post<ErrorBody>(
      `/api/riders/${rider.id}/upload-file`,
      { key: staged.key },
      { token: owner.token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ key: RIDER_MESSAGES.wrongPurpose });
    // Still the owner's to attach where it belongs.
    must(
      await t.post(
        `/api/tour-files/${(await riderDetail(t, owner.token, rider.id)).tourId}`,
        { key: staged.key },
        { token: owner.token },
      ),
      201,
    );
    expect((await riderDetail(t, owner.token, rider.id)).files).toEqual([]);
  });
});
