import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_MESSAGES } from '#contract/event-types';
import { EVENT_TYPES } from '#contract/events';
import { adminRecordCount, lastAdminRecord, signedInAdmin } from '../support/admin-data-factories';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { createEvent, getEvent, must, ownerWithTour, tagDay } from '../support/tour-factories';

const t = await setupTestApp();

const typeNames = async (token: string) =>
  new Map(must(await t.call('GET /events/types', { token })).data.map((e) => [e.type, e.label]));

describe('admin event types', () => {
  it('renames a built-in type everywhere its name is read, and records it', async () => {
    const admin = await signedInAdmin(t);
    const { owner, day } = await ownerWithTour(t);
    await tagDay(t, owner.token, day.id);
    await createEvent(t, owner.token, day.id);
    const listed = must(await t.call('GET /admin/events/types', { token: admin.token })).data;
    expect(listed.map((e) => e.type)).toEqual([...EVENT_TYPES]);
    expect(listed.find((e) => e.type === 'SHOW')).toMatchObject({ label: 'Show', builtIn: true, events: 1 });

    const renamed = must(
      await t.call('PATCH /admin/events/types/{id}', {
        params: { id: 'SHOW' },
        body: { label: 'Concert' },
        token: admin.token,
      }),
    ).data;
    expect(renamed).toEqual({ type: 'SHOW', label: 'Concert', builtIn: true });
    expect((await typeNames(owner.token)).get('SHOW')).toBe('Concert');
    expect(await lastAdminRecord(t, 'SHOW')).toMatchObject({
      actorEmail: admin.email,
      action: 'eventType.rename',
      detail: { from: 'Show', to: 'Concert' },
    });
  });

  it('adds a type that the event read offers and the server accepts on an event', async () => {
    const admin = await signedInAdmin(t);
    const added = must(
      await t.call('POST /admin/events/types', { body: { label: 'Meet & Greet' }, token: admin.token }),
      201,
    ).data;
    expect(added).toEqual({ type: 'MEET_GREET', label: 'Meet & Greet', builtIn: false });
    expect(await lastAdminRecord(t, 'MEET_GREET')).toMatchObject({ action: 'eventType.create' });
    const { owner, day } = await ownerWithTour(t);
    expect((await typeNames(owner.token)).get('MEET_GREET')).toBe('Meet & Greet');
    await tagDay(t, owner.token, day.id);
    const event = await createEvent(t, owner.token, day.id, { type: 'MEET_GREET' });
    expect((await getEvent(t, owner.token, event.id)).body).toMatchObject({ data: { type: 'MEET_GREET' } });

    const unknown = await t.post(
      `/api/events/${day.id}`,
      { type: 'NO_SUCH_TYPE', title: 'X', startAt: '2027-04-10T19:00:00Z', endAt: '2027-04-10T20:00:00Z' },
      { token: owner.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { fields: { type: EVENT_TYPE_MESSAGES.unknownType } } });
  });

  it('refuses a blank or taken name and an unknown type, recording nothing', async () => {
    const admin = await signedInAdmin(t);
    const before = await adminRecordCount(t);
    const blank = await t.post('/api/admin/events/types', { label: ' ' }, { token: admin.token });
    expect(blank.status).toBe(400);
    const taken = await t.post('/api/admin/events/types', { label: 'glam' }, { token: admin.token });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ error: { fields: { label: EVENT_TYPE_MESSAGES.labelTaken } } });
    const symbols = await t.post('/api/admin/events/types', { label: '!!!' }, { token: admin.token });
    expect(symbols.body).toMatchObject({ error: { fields: { label: EVENT_TYPE_MESSAGES.noCode } } });
    const missing = await t.call('PATCH /admin/events/types/{id}', {
      params: { id: 'NOPE' },
      body: { label: 'Whatever' },
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(await adminRecordCount(t)).toBe(before);
  });

  it('refuses a user who is not an admin with 403', async () => {
    const user = await signedInUser(t);
    expect((await t.call('GET /admin/events/types', { token: user.token })).status).toBe(403);
    const add = await t.post('/api/admin/events/types', { label: 'Sneaky' }, { token: user.token });
    expect(add.status).toBe(403);
  });
});
