import { ROOM_TYPE_LABELS } from '#contract/accommodation';
import type { ROOM_TYPES } from '#contract/travelling-details';

/** "412 (King)", or just "412" when the type is not known. */
export function roomLabel(room: { name: string; roomType: (typeof ROOM_TYPES)[number] | null }): string {
  return room.roomType ? `${room.name} (${ROOM_TYPE_LABELS[room.roomType]})` : room.name;
}
