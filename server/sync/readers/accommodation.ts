import { toRoom } from '../../modules/accommodation/rooms.service';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader, ofEvent } from '../change-reader';

export const ACCOMMODATION_READERS = {
  accommodationRoom: changeReader('accommodationRoom', toRoom, { scope: ofEvent }),
  roomMember: changeReader(
    'roomMember',
    (row) => ({
      id: row.id,
      tourId: row.tourId,
      eventId: row.eventId,
      roomId: row.roomId,
      userId: row.userId,
    }),
    { scope: ofEvent },
  ),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
