import { ROOM_TYPE_LABELS } from '#contract/accommodation';
import { ROOM_TYPES } from '#contract/travelling-details';

export const ROOM_TYPE_OPTIONS = [
  { value: '', label: 'Type not known' },
  ...ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] })),
];

export const toRoomType = (value: string) => ROOM_TYPES.find((type) => type === value) ?? null;
