import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { ROLE_TITLES } from '#contract/roles';
import { ROLE_MESSAGES } from '#contract/tour-personnel-roles';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { joinTour, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

const listOf = (token: string, query: { tourId?: string; workspaceId?: string }) =>
  t.call('GET /tour-personnel-roles', { query, token });
const create = (token: string, workspaceId: string, name: string) =>
  t.call('POST /tour-personnel-roles', { body: { workspaceId, name }, token });
const names = async (token: string, tourId: string) =>
  must(await listOf(token, { tourId })).data.map((role) => role.name);

async function tourWithCrew() {
  const made = await ownerWithTour(t);
  const manager = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MANAGER', 'Max');
  const member = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Mia');
  return { ...made, manager, member, workspaceId: made.tour.workspaceId };
}

describe('tour personnel roles', () => {
  it('starts every workspace with the product titles, readable by everyone on its tours', async () => {
    const { owner, tour, member, workspaceId } = await tourWithCrew();
    const seeded = [...ROLE_TITLES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(await names(owner.token, tour.id)).toEqual(seeded);
    expect(await names(member.token, tour.id)).toEqual(seeded);
    expect(must(await listOf(owner.token, { workspaceId })).data).toHaveLength(ROLE_TITLES.length);
  });

  it('lets the owner and managers add, rename and delete titles; names are unique per workspace', async () => {
    const { owner, tour, manager, workspaceId } = await tourWithCrew();
    const chef = must(await create(manager.token, workspaceId, '  Chef  '), 201).data;
    expect(chef).toMatchObject({ workspaceId, name: 'Chef' });
    const taken = await create(owner.token, workspaceId, 'chef');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { fields: { name: ROLE_MESSAGES.nameTaken } } });

    const renamed = await t.call('PATCH /tour-personnel-roles/{id}', {
      params: { id: chef.id },
      body: { name: 'Head Chef' },
      token: owner.token,
    });
    expect(must(renamed).data.name).toBe('Head Chef');
    expect(
      (
        await t.call('PATCH /tour-personnel-roles/{id}', {
          params: { id: chef.id },
          body: { name: 'FOH' },
          token: owner.token,
        })
      ).status,
    ).toBe(409);
    expect(
      must(await t.call('GET /tour-personnel-roles/{id}', { params: { id: chef.id }, token: manager.token }))
        .data.name,
    ).toBe('Head Chef');

    must(
      await t.call('DELETE /tour-personnel-roles/{id}', { params: { id: chef.id }, token: manager.token }),
    );
    expect(await names(owner.token, tour.id)).not.toContain('Head Chef');
    expect(
      (await t.call('GET /tour-personnel-roles/{id}', { params: { id: chef.id }, token: owner.token }))
        .status,
    ).toBe(404);
    // The name is free again once deleted.
    must(await create(owner.token, workspaceId, 'Head Chef'), 201);
  });

  it('answers 401, 403 to members, 404 to strangers and 400 with field messages', async () => {
    const { owner, member, workspaceId } = await tourWithCrew();
    const role = must(await create(owner.token, workspaceId, 'Rigger'), 201).data;
    const stranger = await signedInUser(t);

    expect((await t.call('GET /tour-personnel-roles', { query: { workspaceId } })).status).toBe(401);
    expect((await create(member.token, workspaceId, 'Chef')).status).toBe(403);
    const memberDelete = await t.call('DELETE /tour-personnel-roles/{id}', {
      params: { id: role.id },
      token: member.token,
    });
    expect(memberDelete.status).toBe(403);

    expect((await listOf(stranger.token, { workspaceId })).status).toBe(404);
    expect((await create(stranger.token, workspaceId, 'Chef')).status).toBe(404);
    for (const call of [
      t.call('GET /tour-personnel-roles/{id}', { params: { id: role.id }, token: stranger.token }),
      t.call('PATCH /tour-personnel-roles/{id}', {
        params: { id: role.id },
        body: { name: 'X' },
        token: stranger.token,
      }),
      t.call('DELETE /tour-personnel-roles/{id}', { params: { id: role.id }, token: stranger.token }),
    ]) {
      expect((await call).status).toBe(404);
    }

    const blank = await create(owner.token, workspaceId, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { fields: { name: MESSAGES.cannotBeEmpty } } });
    const scope = await t.call('GET /tour-personnel-roles', { query: {}, token: owner.token });
    expect(scope.status).toBe(400);
    expect(scope.body).toMatchObject({ error: { fields: { tourId: ROLE_MESSAGES.listScope } } });
  });

  it('people take titles from the catalogue; a deleted title stays on the people who have it', async () => {
    const { owner, tour, member, workspaceId } = await tourWithCrew();
    const rigger = must(await create(owner.token, workspaceId, 'Rigger'), 201).data;
    const patch = (roleTitle: string | null) =>
      t.call('PATCH /tours/{id}/personnel/{personnelId}', {
        params: { id: tour.id, personnelId: member.personnel.id },
        body: { roleTitle },
        token: owner.token,
      });
    expect(must(await patch('Rigger')).data.roleTitle).toBe('Rigger');
    const unknown = await patch('Juggler');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { fields: { roleTitle: ROLE_MESSAGES.notInCatalogue } } });

    must(
      await t.call('DELETE /tour-personnel-roles/{id}', { params: { id: rigger.id }, token: owner.token }),
    );
    const person = must(
      await t.call('GET /tours/{id}/personnel/{personnelId}', {
        params: { id: tour.id, personnelId: member.personnel.id },
        token: owner.token,
      }),
    ).data;
    expect(person.roleTitle).toBe('Rigger');
    // Unchanged is still fine; giving it anew is not.
    expect((await patch('Rigger')).status).toBe(200);
    const added = await t.call('POST /tours/{id}/personnel', {
      params: { id: tour.id },
      body: { emails: 'new@example.com', role: 'TOUR_MEMBER', roleTitle: 'Rigger' },
      token: owner.token,
    });
    expect(added.status).toBe(400);
  });
  it('a CSV import takes titles from the workspace catalogue', async () => {
    const { owner, tour, workspaceId } = await tourWithCrew();
    must(await create(owner.token, workspaceId, 'Rigger'), 201);
    const csv = (title: string) => {
      const form = new FormData();
      form.append(
        'file',
        new File([`email,role title\nrig@example.com,${title}\n`], 'crew.csv', { type: 'text/csv' }),
      );
      return t.post(`/api/tours/${tour.id}/upload-personnel-csv`, form, { token: owner.token });
    };
    expect((await csv('Juggler')).status).toBe(400);
    expect((await csv('rigger')).status).toBe(201);
    const people = must(
      await t.call('GET /tours/{id}/personnel', { params: { id: tour.id }, token: owner.token }),
    ).data;
    expect(people.find((person) => person.email === 'rig@example.com')?.roleTitle).toBe('Rigger');
  });
});

describe('event personnel roles', () => {
  it('lists the fixed roles and reads one by its code', async () => {
    const user = await signedInUser(t);
    const one = must(
      await t.call('GET /event-personnel-roles/{id}', { params: { id: 'DRIVER' }, token: user.token }),
    );
    expect(one.data).toEqual({ id: 'DRIVER', name: 'Driver', label: 'Driver' });
    expect(
      (await t.call('GET /event-personnel-roles/{id}', { params: { id: 'CHEF' }, token: user.token })).status,
    ).toBe(404);
    expect((await t.call('GET /event-personnel-roles/{id}', { params: { id: 'DRIVER' } })).status).toBe(401);
  });
});
