import { toEvent } from '../../modules/events/events.service';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader, ofEvent } from '../change-reader';

export const EVENT_READERS = {
  event: changeReader(
    'event',
    (row) => {
      const { personnelUserIds: _people, personnelGroupIds: _groups, ...data } = toEvent(row, [], []);
      return data;
    },
    { scope: (row) => ({ eventId: row.id }) },
  ),
  eventPersonnel: changeReader(
    'eventPersonnel',
    (row) => ({ id: row.id, tourId: row.tourId, eventId: row.eventId, userId: row.userId, role: row.role }),
    { scope: ofEvent },
  ),
  eventGroup: changeReader(
    'eventGroup',
    (row) => ({ id: row.id, tourId: row.tourId, eventId: row.eventId, groupId: row.groupId }),
    { scope: ofEvent },
  ),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
