import { describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES } from '#contract/workspaces';
import { workspaceMembers } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { refusal } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { createArtist, must } from '../support/tour-factories';

const t = await setupTestApp();

async function ownerWithMember() {
  const owner = await signedInUser(t, { firstName: 'Olive' });
  const [workspace] = must(await t.call('GET /workspaces', { token: owner.token })).data;
  if (!workspace) throw new Error('no workspace');
  const member = await signedInUser(t, { firstName: 'Max' });
  await t.db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: member.user.id });
  return { owner, member, workspace };
}

describe('workspaces', () => {
  it('lists your own workspace first, with its artists and people', async () => {
    const { owner, member, workspace } = await ownerWithMember();
    expect(workspace).toMatchObject({ ownerId: owner.user.id, myRole: 'OWNER', canManage: true });
    const theirs = must(await t.call('GET /workspaces', { token: member.token })).data;
    expect(theirs.map((row) => [row.myRole, row.id])).toEqual([
      ['OWNER', expect.any(String)],
      ['MEMBER', workspace.id],
    ]);
    await createArtist(t, owner.token, 'Zed Band');
    await createArtist(t, owner.token, 'Alpha Act');
    const params = { id: workspace.id };
    const artists = must(await t.call('GET /workspaces/{id}/artists', { params, token: member.token })).data;
    expect(artists.map((artist) => artist.name)).toEqual(['Alpha Act', 'Zed Band']);
    const people = must(await t.call('GET /workspaces/{id}/members', { params, token: member.token })).data;
    expect(people.map((person) => [person.role, person.email])).toEqual([
      ['OWNER', owner.email],
      ['MEMBER', member.email],
    ]);
  });

  it('the owner renames it; a member gets 403; a blank name is refused', async () => {
    const { owner, member, workspace } = await ownerWithMember();
    const params = { id: workspace.id };
    const refused = await t.call('PATCH /workspaces/{id}', {
      params,
      body: { name: 'Hijacked' },
      token: member.token,
    });
    expect(refused.status).toBe(403);
    const blank = await t.call('PATCH /workspaces/{id}', {
      params,
      body: { name: '  ' },
      token: owner.token,
    });
    expect(refusal(blank).fields).toEqual({ name: WORKSPACE_MESSAGES.name });
    const renamed = must(
      await t.call('PATCH /workspaces/{id}', {
        params,
        body: { name: ' Olive Touring ' },
        token: owner.token,
      }),
    ).data;
    expect(renamed.name).toBe('Olive Touring');
    expect(must(await t.call('GET /workspaces/{id}', { params, token: member.token })).data.name).toBe(
      'Olive Touring',
    );
  });

  it('another workspace answers 404 everywhere', async () => {
    const { workspace } = await ownerWithMember();
    const stranger = await signedInUser(t);
    const params = { id: workspace.id };
    expect((await t.call('GET /workspaces/{id}', { params, token: stranger.token })).status).toBe(404);
    expect(
      (await t.call('PATCH /workspaces/{id}', { params, body: { name: 'x' }, token: stranger.token })).status,
    ).toBe(404);
    expect((await t.call('GET /workspaces/{id}/artists', { params, token: stranger.token })).status).toBe(
      404,
    );
    expect((await t.call('GET /workspaces/{id}/members', { params, token: stranger.token })).status).toBe(
      404,
    );
  });
});
