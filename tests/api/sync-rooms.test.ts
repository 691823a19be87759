import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES } from '#contract/sync-mutations';
import { addToRoom, createRoom, hotelStay } from '../support/room-factories';
import { setupTestApp } from '../support/test-app';
import { device, joinTour, liveRows, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

async function stayWithTwoManagers() {
  const made = await ownerWithTour(t);
  const manager = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MANAGER', 'Kim');
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  const stay = await hotelStay(t, made.owner.token, made.tour.id);
  return { ...made, manager, ada, bo, stay };
}

const statuses = (body: { data: { results: { status: string }[] } }) =>
  body.data.results.map((r) => r.status);

describe('hotel rooms through /api/sync/push', () => {
  it('every room mutation applies through the same rules as REST', async () => {
    const { owner, tour, ada, stay } = await stayWithTwoManagers();
    const phone = device(t, owner.token);
    const roomId = crypto.randomUUID();
    const otherId = crypto.randomUUID();
    const memberId = crypto.randomUUID();
    const batch = [
      phone.mutation(
        'room.create',
        { eventId: stay.id, room: { id: roomId, name: '412', roomType: 'KING' } },
        tour.id,
      ),
      phone.mutation('room.create', { eventId: stay.id, room: { id: otherId, name: '413' } }, tour.id),
      phone.mutation('room.update', { id: roomId, changes: { notes: 'Quiet side' } }, tour.id),
      phone.mutation('room.addMember', { roomId, member: { id: memberId, userId: ada.user.id } }, tour.id),
      phone.mutation('room.moveMember', { id: memberId, roomId: otherId }, tour.id),
      phone.mutation('room.removeMember', { id: memberId }, tour.id),
      phone.mutation('room.delete', { id: roomId }, tour.id),
    ];
    expect(statuses(must(await phone.push(batch)))).toEqual(batch.map(() => 'applied'));
    const rooms = await liveRows(t, ada.token, tour.id, 'accommodationRoom');
    expect([...rooms.keys()]).toEqual([otherId]);
    expect((await liveRows(t, ada.token, tour.id, 'roomMember')).size).toBe(0);
    expect(new Set(batch.map((m) => m.name))).toEqual(
      new Set(MUTATION_NAMES.filter((name) => name.startsWith('room.'))),
    );
  });

  it('two managers filling the same room offline both keep their people', async () => {
    const { owner, manager, tour, ada, bo, stay } = await stayWithTwoManagers();
    const room = await createRoom(t, owner.token, stay.id);
    const ownerPhone = device(t, owner.token);
    const managerPhone = device(t, manager.token);
    // Both wrote while offline; both push afterwards, one after the other.
    const fromOwner = ownerPhone.mutation(
      'room.addMember',
      { roomId: room.id, member: { id: crypto.randomUUID(), userId: ada.user.id } },
      tour.id,
    );
    const fromManager = managerPhone.mutation(
      'room.addMember',
      { roomId: room.id, member: { id: crypto.randomUUID(), userId: bo.user.id } },
      tour.id,
    );
    expect(statuses(must(await ownerPhone.push([fromOwner])))).toEqual(['applied']);
    expect(statuses(must(await managerPhone.push([fromManager])))).toEqual(['applied']);
    const members = [...(await liveRows(t, ada.token, tour.id, 'roomMember')).values()];
    expect(members.map((m) => m.userId).sort()).toEqual([ada.user.id, bo.user.id].sort());
    expect(members.every((m) => m.roomId === room.id)).toBe(true);
  });

  it('one moves a person while the other takes someone else out: both changes survive', async () => {
    const { owner, manager, tour, ada, bo, stay } = await stayWithTwoManagers();
    const room = await createRoom(t, owner.token, stay.id);
    const other = await createRoom(t, owner.token, stay.id, '413');
    await addToRoom(t, owner.token, room.id, ada.user.id);
    const filled = await addToRoom(t, owner.token, room.id, bo.user.id);
    const adaRow = filled.members.find((m) => m.userId === ada.user.id);
    const boRow = filled.members.find((m) => m.userId === bo.user.id);
    const ownerPhone = device(t, owner.token);
    const managerPhone = device(t, manager.token);
    const move = ownerPhone.mutation('room.moveMember', { id: adaRow?.id, roomId: other.id }, tour.id);
    const remove = managerPhone.mutation('room.removeMember', { id: boRow?.id }, tour.id);
    expect(statuses(must(await managerPhone.push([remove])))).toEqual(['applied']);
    expect(statuses(must(await ownerPhone.push([move])))).toEqual(['applied']);
    const members = [...(await liveRows(t, bo.token, tour.id, 'roomMember')).values()];
    expect(members).toEqual([expect.objectContaining({ userId: ada.user.id, roomId: other.id })]);
  });

  it('a member’s queued room write is rejected and changes nothing', async () => {
    const { owner, tour, ada, stay } = await stayWithTwoManagers();
    const room = await createRoom(t, owner.token, stay.id);
    const phone = device(t, ada.token);
    const add = phone.mutation(
      'room.addMember',
      { roomId: room.id, member: { id: crypto.randomUUID(), userId: ada.user.id } },
      tour.id,
    );
    expect(statuses(must(await phone.push([add])))).toEqual(['rejected']);
    expect((await liveRows(t, owner.token, tour.id, 'roomMember')).size).toBe(0);
  });
});
