/**
 * Which synced rows hang off which: deleting a parent deletes these children with it — on the
 * server (tombstoned with the parent's version, so one pull page carries both) and on every device
 * (even when no tombstone for a child arrives). One list, read by both sides; a tour takes all of
 * its rows with it (every row carries `tourId`), so it is not listed here.
 */
import type { SyncEntity } from './sync';

export type SyncChildLink = { readonly entity: SyncEntity; readonly key: string };

export const SYNC_CHILDREN = {
  tourDay: [
    { entity: 'note', key: 'tourDayId' },
    { entity: 'tourFile', key: 'tourDayId' },
    { entity: 'event', key: 'tourDayId' },
  ],
  event: [
    { entity: 'eventPersonnel', key: 'eventId' },
    { entity: 'eventGroup', key: 'eventId' },
    { entity: 'guestListSubmission', key: 'eventId' },
    { entity: 'accommodationRoom', key: 'eventId' },
    { entity: 'roomMember', key: 'eventId' },
    { entity: 'productionTracker', key: 'eventId' },
  ],
  group: [
    { entity: 'groupMember', key: 'groupId' },
    { entity: 'eventGroup', key: 'groupId' },
    { entity: 'chatMember', key: 'groupId' },
  ],
  chatRoom: [
    { entity: 'chatMember', key: 'roomId' },
    { entity: 'chatMessage', key: 'roomId' },
    { entity: 'chatRead', key: 'roomId' },
  ],
  accommodationRoom: [{ entity: 'roomMember', key: 'roomId' }],
  rider: [
    { entity: 'riderItem', key: 'riderId' },
    { entity: 'riderPersonnel', key: 'riderId' },
    { entity: 'riderExternalPerson', key: 'riderId' },
    { entity: 'riderLabor', key: 'riderId' },
    { entity: 'riderSupportingAct', key: 'riderId' },
    { entity: 'riderFile', key: 'riderId' },
  ],
  riderSupportingAct: [
    { entity: 'riderExternalPerson', key: 'supportingActId' },
    { entity: 'riderFile', key: 'supportingActId' },
  ],
} as const satisfies Partial<Record<SyncEntity, readonly SyncChildLink[]>>;

export type SyncParentEntity = keyof typeof SYNC_CHILDREN;

/** The children of a deleted row of `entity` (none for a leaf). */
export function childrenOf(entity: SyncEntity): readonly SyncChildLink[] {
  return Object.hasOwn(SYNC_CHILDREN, entity) ? SYNC_CHILDREN[entity as SyncParentEntity] : [];
}
