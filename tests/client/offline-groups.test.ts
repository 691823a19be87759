import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { CreateEvent } from '#contract/events';
import { LOCAL_ASSIGNMENT_PREFIX } from '../../src/offline/local-effects';
import { dayOn, setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, rest, restCreate, tagDay } from '../support/offline-rest';

// Journeys of several devices and users: longer than the project's 20 s per test.
vi.setConfig({ testTimeout: 30_000 });

const { t, devices } = await setupOfflineServer();

const MembersSchema = v.object({
  data: v.object({ members: v.array(v.object({ id: v.string(), userId: v.string() })) }),
});

/** An owner's tour with a tagged first day, a member, and a group "Audio" holding the owner. */
async function tourWithGroup() {
  const owner = await syncUser(t);
  const member = await syncUser(t);
  const tourId = await createTour(t, owner);
  await addToTour(t, owner, tourId, member);
  const ownerDevice = await devices.open(owner);
  const day = await dayOn(ownerDevice.db, tourId, '2027-04-10');
  await tagDay(t, owner, day.id);
  const groupId = await restCreate(t, owner, `/groups/${tourId}`, { name: 'Audio' });
  await rest(t, owner, 'POST', `/groups/${groupId}/members`, { userIds: [owner.id] });
  await ownerDevice.engine.sync();
  return { owner, member, tourId, day, groupId, ownerDevice };
}

const EVENT = {
  type: 'SHOW',
  title: 'Line check',
  startAt: '2027-04-10T15:00:00Z',
  endAt: '2027-04-10T16:00:00Z',
} satisfies Pick<CreateEvent, 'type' | 'title' | 'startAt' | 'endAt'>;

describe('groups on a device', () => {
  it('an offline event edit writes its group rows at once; the server’s rows replace them after sync', async () => {
    const { tourId, day, groupId, ownerDevice } = await tourWithGroup();
    const { db, engine } = ownerDevice;
    expect(await db.groups.where('tourId').equals(tourId).toArray()).toEqual([
      { id: groupId, tourId, name: 'Audio' },
    ]);
    const id = crypto.randomUUID();
    await engine.mutate('event.create', {
      tourDayId: day.id,
      event: { id, ...EVENT, visibility: 'ASSIGNED_ONLY', personnelGroupIds: [groupId] },
    });
    const local = await db.eventGroups.where('eventId').equals(id).toArray();
    expect(local).toEqual([
      { id: `${LOCAL_ASSIGNMENT_PREFIX}${id}:${groupId}`, tourId, eventId: id, groupId },
    ]);

    await engine.sync();
    const synced = await db.eventGroups.where('eventId').equals(id).toArray();
    expect(synced).toEqual([{ id: expect.any(String), tourId, eventId: id, groupId }]);
    expect(synced[0]?.id.startsWith(LOCAL_ASSIGNMENT_PREFIX)).toBe(false);

    await engine.mutate('event.update', {
      id,
      changes: { personnelGroupIds: [], personnelUserIds: [ownerDevice.db.userId] },
    });
    expect(await db.eventGroups.where('eventId').equals(id).count()).toBe(0);
    await engine.sync();
    expect(await db.eventGroups.where('eventId').equals(id).count()).toBe(0);
    expect((await db.eventPersonnel.where('eventId').equals(id).toArray()).map((row) => row.userId)).toEqual([
      db.userId,
    ]);

    await engine.mutate('event.delete', { id });
    await engine.sync();
    expect(await db.events.get(id)).toBeUndefined();
  });

  it('a member’s device gains an assigned-only event when they join its group, and drops it when they leave', async () => {
    const { owner, member, tourId, day, groupId } = await tourWithGroup();
    const eventId = await restCreate(t, owner, `/events/${day.id}`, {
      ...EVENT,
      visibility: 'ASSIGNED_ONLY',
      personnelGroupIds: [groupId],
    });
    const phone = await devices.open(member);
    expect(await phone.db.events.get(eventId)).toBeUndefined();
    expect(await phone.db.groups.get(groupId)).toMatchObject({ name: 'Audio' });

    const joined = v.parse(
      MembersSchema,
      await rest(t, owner, 'POST', `/groups/${groupId}/members`, { userIds: [member.id] }),
    );
    await phone.engine.sync();
    expect(await phone.db.events.get(eventId)).toMatchObject({ title: 'Line check', tourId });
    expect(
      (await phone.db.eventGroups.where('eventId').equals(eventId).toArray()).map((row) => row.groupId),
    ).toEqual([groupId]);
    expect(await phone.db.groupMembers.where('groupId').equals(groupId).count()).toBe(2);

    const mine = joined.data.members.find((row) => row.userId === member.id);
    await rest(t, owner, 'DELETE', `/groups/${groupId}/members/${mine?.id}`);
    await phone.engine.sync();
    expect(await phone.db.events.get(eventId)).toBeUndefined();
    expect(await phone.db.eventGroups.where('eventId').equals(eventId).count()).toBe(0);
    expect(await phone.db.groupMembers.where('groupId').equals(groupId).count()).toBe(1);

    await rest(t, owner, 'DELETE', `/groups/${groupId}`);
    await phone.engine.sync();
    expect(await phone.db.groups.get(groupId)).toBeUndefined();
    expect(await phone.db.groupMembers.where('groupId').equals(groupId).count()).toBe(0);
  });
});
