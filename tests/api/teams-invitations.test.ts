import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '#contract/teams';
import { mailOutbox } from '../../server/db/schema/index';
import { registerConfirmed, signedInUser, signIn, uniqueEmail } from '../support/factories';
import { createTeam, invite, refusal, teamWithMember } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { must } from '../support/tour-factories';

const t = await setupTestApp();

const teamInvitations = async (token: string) =>
  must(await t.call('GET /invitations', { token })).data.filter((item) => item.kind === 'WORKSPACE_TEAM');

describe('team invitations', () => {
  it('an invited user is mailed, sees it with their invitations, accepts once and joins', async () => {
    const owner = await signedInUser(t);
    const team = await createTeam(t, owner.token);
    const person = await signedInUser(t);
    const member = await invite(t, owner.token, team.id, person.email.toUpperCase());
    expect(member).toMatchObject({
      email: person.email,
      status: 'INVITED',
      role: 'MEMBER',
      position: 'Rigger',
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    const mail = mails.find((sent) => sent.subject.includes(team.name));
    expect(mail?.text).toContain('/dashboard');

    expect(await teamInvitations(person.token)).toEqual([
      expect.objectContaining({ id: member.id, teamId: team.id, teamName: team.name, position: 'Rigger' }),
    ]);
    // Invited, not yet on the team: it is not theirs to open.
    expect(
      (await t.call('GET /workspace-teams/{id}', { params: { id: team.id }, token: person.token })).status,
    ).toBe(404);

    const wrong = await signedInUser(t);
    const params = { id: member.id };
    expect(
      (await t.call('POST /invitations/workspace-team/{id}/accept', { params, token: wrong.token })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE /invitations/workspace-team/{id}/decline', { params, token: wrong.token }))
        .status,
    ).toBe(404);

    expect(
      must(await t.call('POST /invitations/workspace-team/{id}/accept', { params, token: person.token }))
        .data,
    ).toEqual({
      kind: 'WORKSPACE_TEAM',
      teamId: team.id,
    });
    const twice = await t.call('POST /invitations/workspace-team/{id}/accept', {
      params,
      token: person.token,
    });
    expect(twice.status).toBe(409);
    expect(refusal(twice).message).toBe('You already accepted this invitation');
    expect(await teamInvitations(person.token)).toEqual([]);
    const members = must(
      await t.call('GET /workspace-teams/{id}/members', { params: { id: team.id }, token: person.token }),
    ).data;
    expect(members.find((row) => row.id === member.id)).toMatchObject({ status: 'ACTIVE', firstName: 'Jo' });
  });

  it('someone without an account is invited by e-mail and finds it after signing up; declining twice is clear', async () => {
    const owner = await signedInUser(t);
    const team = await createTeam(t, owner.token);
    const email = uniqueEmail('newcomer');
    const member = await invite(t, owner.token, team.id, email);
    expect((await t.lastMailTo(email))?.text).toContain(`/register?email=${encodeURIComponent(email)}`);
    await registerConfirmed(t, { email });
    const { authToken } = await signIn(t, email);
    expect((await teamInvitations(authToken)).map((item) => item.id)).toEqual([member.id]);
    const params = { id: member.id };
    must(await t.call('DELETE /invitations/workspace-team/{id}/decline', { params, token: authToken }));
    const again = await t.call('DELETE /invitations/workspace-team/{id}/decline', {
      params,
      token: authToken,
    });
    expect(again.status).toBe(409);
    expect(refusal(again).message).toBe('You already declined this invitation');
    // A declined person may be invited again.
    expect((await invite(t, owner.token, team.id, email)).status).toBe('INVITED');
  });

  it('owner and admins invite, change and remove; members cannot; the owner stays', async () => {
    const { owner, team, member } = await teamWithMember(t);
    const params = { id: team.id };
    const asMember = await t.call('POST /workspace-teams/{id}/members', {
      params,
      body: { email: uniqueEmail() },
      token: member.token,
    });
    expect(asMember.status).toBe(403);
    const twice = await t.call('POST /workspace-teams/{id}/members', {
      params,
      body: { email: member.email },
      token: owner.token,
    });
    expect(twice.status).toBe(409);
    expect(refusal(twice).fields).toEqual({ email: TEAM_MESSAGES.alreadyMember });
    const badEmail = await t.call('POST /workspace-teams/{id}/members', {
      params,
      body: { email: 'nope' },
      token: owner.token,
    });
    expect(badEmail.status).toBe(400);

    const ids = { id: team.id, memberId: member.memberId };
    const changed = must(
      await t.call('PATCH /workspace-teams/{id}/members/{memberId}', {
        params: ids,
        body: { position: 'Head rigger', role: 'ADMIN' },
        token: owner.token,
      }),
    ).data;
    expect(changed).toMatchObject({ position: 'Head rigger', role: 'ADMIN' });
    const members = must(
      await t.call('GET /workspace-teams/{id}/members', { params, token: owner.token }),
    ).data;
    const ownerRow = members.find((row) => row.role === 'OWNER');
    if (!ownerRow) throw new Error('no owner row');
    const ownerIds = { id: team.id, memberId: ownerRow.id };
    expect(
      (
        await t.call('DELETE /workspace-teams/{id}/members/{memberId}', {
          params: ownerIds,
          token: member.token,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.call('PATCH /workspace-teams/{id}/members/{memberId}', {
          params: ownerIds,
          body: { role: 'MEMBER' },
          token: owner.token,
        })
      ).status,
    ).toBe(409);

    must(
      await t.call('DELETE /workspace-teams/{id}/members/{memberId}', { params: ids, token: owner.token }),
    );
    expect(
      (await t.call('GET /workspace-teams/{id}/members/{memberId}', { params: ids, token: owner.token }))
        .status,
    ).toBe(404);
    expect((await t.call('GET /workspace-teams/{id}', { params, token: member.token })).status).toBe(404);
  });
});
