/**
 * The device side of every sync entity, declared ONCE (docs/offline-client.md): the Dexie table that
 * mirrors it and that table's indexes. Everything else is derived from this and from the contract —
 * the database schema and `RoadieDb`'s members (db.ts), which tables a tour's rows live in, how a
 * pulled page is validated and written, and what a delete takes with it (`SYNC_CHILDREN`,
 * contract/sync-cascade.ts). A sync entity missing here fails the type check.
 */
import type { SyncEntity } from '#contract/sync';

/**
 * One name per entity: its table is the entity in the plural (people for a person; personnel stays
 * personnel), so the pull, the screens and the server all say the same word.
 */
export type PluralOf<E extends string> = E extends `${string}Personnel`
  ? E
  : E extends `${infer Stem}Person`
    ? `${Stem}People`
    : `${E}s`;

/**
 * `indexes`: Dexie's index string, primary key `id` first. Every table but `tours` indexes `tourId`
 * (a tour is forgotten by it) and every key SYNC_CHILDREN links it to its parent by (the cascade
 * looks children up by it).
 */
export type DeviceEntity<E extends SyncEntity> = { readonly table: PluralOf<E>; readonly indexes: string };

export const DEVICE_ENTITIES = {
  tour: { table: 'tours', indexes: 'id' },
  tourDay: { table: 'tourDays', indexes: 'id, tourId, [tourId+date]' },
  note: { table: 'notes', indexes: 'id, tourDayId, tourId' },
  event: { table: 'events', indexes: 'id, tourDayId, tourId' },
  eventPersonnel: { table: 'eventPersonnel', indexes: 'id, eventId, tourId, [eventId+userId]' },
  tourPersonnel: { table: 'tourPersonnel', indexes: 'id, tourId' },
  tourFile: { table: 'tourFiles', indexes: 'id, tourId, tourDayId' },
  group: { table: 'groups', indexes: 'id, tourId' },
  groupMember: { table: 'groupMembers', indexes: 'id, groupId, tourId' },
  eventGroup: { table: 'eventGroups', indexes: 'id, eventId, tourId, groupId' },
  guestListSubmission: { table: 'guestListSubmissions', indexes: 'id, eventId, tourId' },
  accommodationRoom: { table: 'accommodationRooms', indexes: 'id, eventId, tourId' },
  roomMember: { table: 'roomMembers', indexes: 'id, roomId, eventId, tourId, [eventId+userId]' },
  productionTracker: { table: 'productionTrackers', indexes: 'id, eventId, tourId' },
  rider: { table: 'riders', indexes: 'id, tourId' },
  riderItem: { table: 'riderItems', indexes: 'id, riderId, tourId' },
  riderPersonnel: { table: 'riderPersonnel', indexes: 'id, riderId, tourId, [riderId+userId]' },
  riderExternalPerson: { table: 'riderExternalPeople', indexes: 'id, riderId, supportingActId, tourId' },
  riderLabor: { table: 'riderLabors', indexes: 'id, riderId, laborTypeId, tourId' },
  riderLaborType: { table: 'riderLaborTypes', indexes: 'id, tourId' },
  riderSupportingAct: { table: 'riderSupportingActs', indexes: 'id, riderId, tourId' },
  riderFile: { table: 'riderFiles', indexes: 'id, riderId, supportingActId, tourId' },
  eventProvider: { table: 'eventProviders', indexes: 'id, tourId, providerId' },
  chatRoom: { table: 'chatRooms', indexes: 'id, tourId' },
  chatMember: { table: 'chatMembers', indexes: 'id, roomId, tourId, groupId' },
  chatMessage: { table: 'chatMessages', indexes: 'id, roomId, tourId, [roomId+sentAt]' },
  chatRead: { table: 'chatReads', indexes: 'id, roomId, tourId' },
} as const satisfies { readonly [E in SyncEntity]: DeviceEntity<E> };

/** The Dexie table that mirrors `entity`. */
export type TableOf<E extends SyncEntity> = (typeof DEVICE_ENTITIES)[E]['table'];
export type MirrorTableName = TableOf<SyncEntity>;

export const tableOf = <E extends SyncEntity>(entity: E): TableOf<E> => DEVICE_ENTITIES[entity].table;
