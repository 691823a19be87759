import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader } from '../change-reader';

export const GROUP_READERS = {
  group: changeReader('group', (row) => ({ id: row.id, tourId: row.tourId, name: row.name })),
  groupMember: changeReader('groupMember', (row) => ({
    id: row.id,
    tourId: row.tourId,
    groupId: row.groupId,
    userId: row.userId,
  })),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
