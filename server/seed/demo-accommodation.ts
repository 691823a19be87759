/**
 * Rooms on every hotel stay of the demo tour, made through the same services as the API: the
 * manager in a suite, crew@roadie.example in 412 (King), the rest of the crew two to a twin room.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events, tourPersonnel } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { addRoomMember } from '../modules/accommodation/room-members.service';
import { createRoom } from '../modules/accommodation/rooms.service';

export async function seedDemoAccommodation(
  tx: Tx,
  manager: AuthUser,
  tourId: string,
  crewUserId: string,
  now: Date,
) {
  const stays = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tourId, tourId), eq(events.type, 'HOTEL_STAY'), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
  const people = await tx
    .select({ userId: tourPersonnel.userId })
    .from(tourPersonnel)
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
        isNotNull(tourPersonnel.userId),
      ),
    );
  const others = people.flatMap((p) =>
    p.userId && p.userId !== crewUserId && p.userId !== manager.id ? [p.userId] : [],
  );
  for (const stay of stays) {
    const room = async (name: string, roomType: 'SUITE' | 'KING' | 'TWIN', userIds: readonly string[]) => {
      const made = await createRoom(tx, manager, stay.id, { name, roomType }, now);
      for (const userId of userIds) await addRoomMember(tx, manager, made.id, { userId }, now);
    };
    await room('401', 'SUITE', [manager.id]);
    await room('412', 'KING', [crewUserId]);
    for (let i = 0; i < others.length; i += 2) await room(`${420 + i / 2}`, 'TWIN', others.slice(i, i + 2));
  }
}
