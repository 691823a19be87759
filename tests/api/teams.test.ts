import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '#contract/addresses';
import { MONEY_MESSAGES } from '#contract/money';
import { TEAM_MESSAGES } from '#contract/teams';
import { workspaceTeams } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { createTeam, joinedMember, refusal, TEAM_BODY, teamWithMember } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { must } from '../support/tour-factories';

const t = await setupTestApp();

describe('workspace teams', () => {
  it('the workspace owner creates a team, becomes its owner and sees it in My Teams', async () => {
    const owner = await signedInUser(t);
    const team = await createTeam(t, owner.token);
    expect(team).toMatchObject({
      ...TEAM_BODY,
      myRole: 'OWNER',
      canManage: true,
      canDelete: true,
      activeMembers: 1,
    });
    expect(team.myMemberId).not.toBeNull();
    const listed = must(await t.call('GET /workspace-teams', { token: owner.token })).data;
    expect(listed).toEqual([team]);
    const members = must(
      await t.call('GET /workspace-teams/{id}/members', { params: { id: team.id }, token: owner.token }),
    ).data;
    expect(members).toEqual([
      expect.objectContaining({ email: owner.email, role: 'OWNER', status: 'ACTIVE' }),
    ]);
  });

  it('refuses each missing field with the product’s message, writing nothing', async () => {
    const owner = await signedInUser(t);
    const before = (await t.db.select().from(workspaceTeams)).length;
    const response = await t.post('/api/workspace-teams', { notes: 'only notes' }, { token: owner.token });
    expect(response.status).toBe(400);
    expect(refusal(response).fields).toEqual({
      name: TEAM_MESSAGES.name,
      locationName: TEAM_MESSAGES.locationName,
      street: ADDRESS_MESSAGES.street,
      city: ADDRESS_MESSAGES.city,
      state: ADDRESS_MESSAGES.state,
      postalCode: ADDRESS_MESSAGES.postalCode,
      country: ADDRESS_MESSAGES.country,
      currency: MONEY_MESSAGES.currency,
    });
    const blanks = await t.post(
      '/api/workspace-teams',
      { ...TEAM_BODY, name: '  ', city: '' },
      { token: owner.token },
    );
    expect(refusal(blanks).fields).toEqual({
      name: TEAM_MESSAGES.name,
      city: ADDRESS_MESSAGES.city,
    });
    expect((await t.db.select().from(workspaceTeams)).length).toBe(before);
  });

  it('owner and admins edit; a member reads but gets 403 on changes; only the owner deletes', async () => {
    const { owner, team, member } = await teamWithMember(t);
    const admin = await joinedMember(t, owner.token, team.id, 'ADMIN');
    const asMember = must(
      await t.call('GET /workspace-teams/{id}', { params: { id: team.id }, token: member.token }),
    ).data;
    expect(asMember).toMatchObject({
      myRole: 'MEMBER',
      canManage: false,
      canDelete: false,
      activeMembers: 3,
    });
    expect(
      must(await t.call('GET /workspace-teams', { token: member.token })).data.map((row) => row.id),
    ).toEqual([team.id]);

    const refused = await t.call('PATCH /workspace-teams/{id}', {
      params: { id: team.id },
      body: { name: 'Mine now' },
      token: member.token,
    });
    expect(refused.status).toBe(403);
    const renamed = must(
      await t.call('PATCH /workspace-teams/{id}', {
        params: { id: team.id },
        body: { name: 'Night Crew', notes: '' },
        token: admin.token,
      }),
    ).data;
    expect(renamed).toMatchObject({ name: 'Night Crew', notes: null, city: TEAM_BODY.city, myRole: 'ADMIN' });
    const blank = await t.call('PATCH /workspace-teams/{id}', {
      params: { id: team.id },
      body: { locationName: '' },
      token: admin.token,
    });
    expect(blank.status).toBe(400);

    expect(
      (await t.call('DELETE /workspace-teams/{id}', { params: { id: team.id }, token: admin.token })).status,
    ).toBe(403);
    must(await t.call('DELETE /workspace-teams/{id}', { params: { id: team.id }, token: owner.token }));
    expect(
      (await t.call('GET /workspace-teams/{id}', { params: { id: team.id }, token: member.token })).status,
    ).toBe(404);
  });

  it('another workspace’s team answers 404 and cannot be created there', async () => {
    const { owner, team } = await teamWithMember(t);
    const stranger = await signedInUser(t);
    for (const call of [
      t.call('GET /workspace-teams/{id}', { params: { id: team.id }, token: stranger.token }),
      t.call('PATCH /workspace-teams/{id}', {
        params: { id: team.id },
        body: { name: 'x' },
        token: stranger.token,
      }),
      t.call('DELETE /workspace-teams/{id}', { params: { id: team.id }, token: stranger.token }),
      t.call('GET /workspace-teams/{id}/members', { params: { id: team.id }, token: stranger.token }),
      t.call('GET /workspace-teams/{id}/tours', { params: { id: team.id }, token: stranger.token }),
    ])
      expect((await call).status).toBe(404);
    expect(must(await t.call('GET /workspace-teams', { token: stranger.token })).data).toEqual([]);
    const workspaceId = team.workspaceId;
    const elsewhere = await t.call('POST /workspace-teams', {
      body: { ...TEAM_BODY, workspaceId },
      token: stranger.token,
    });
    expect(elsewhere.status).toBe(404);
    expect(
      must(await t.call('GET /workspace-teams', { query: { workspaceId }, token: owner.token })).data,
    ).toHaveLength(1);
  });
});
