/**
 * The per-user database exactly as the app shipped it up to version 8 (src/offline/db.ts before
 * the one-declaration-per-entity change): frozen, so the upgrade tests (client and browser) can
 * write what a device of an older app holds. Never edit it to follow today's schema.
 */

/** The stores each version added, in Dexie's syntax. */
export const SHIPPED_STORES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: {
    tours: 'id',
    tourDays: 'id, tourId, [tourId+date]',
    notes: 'id, tourDayId, tourId',
    events: 'id, tourDayId, tourId',
    eventPersonnel: 'id, eventId, tourId, [eventId+userId]',
    tourPersonnel: 'id, tourId',
    outbox: '++seq, &mutationId, tourId, status, *entityIds',
    syncState: 'tourId',
    meta: 'key',
  },
  2: { tourFiles: 'id, tourId, tourDayId', savedFiles: 'fileId, tourId, reason' },
  3: {
    groups: 'id, tourId',
    groupMembers: 'id, groupId, tourId',
    eventGroups: 'id, eventId, tourId, groupId',
  },
  4: { personalDetails: 'userId', travellingDetails: 'userId', emergencyContacts: 'id' },
  5: { uploads: 'id, status, tourId, tourDayId, artistId, createdAt' },
  6: { guestLists: 'id, eventId, tourId' },
  7: {
    accommodationRooms: 'id, eventId, tourId',
    roomMembers: 'id, roomId, eventId, tourId, [eventId+userId]',
  },
  8: {
    riders: 'id, tourId',
    riderItems: 'id, riderId, tourId',
    riderPersonnel: 'id, riderId, tourId, [riderId+userId]',
    riderExternalPeople: 'id, riderId, supportingActId, tourId',
    riderLabors: 'id, riderId, laborTypeId, tourId',
    riderLaborTypes: 'id, tourId',
    riderSupportingActs: 'id, riderId, tourId',
    riderFiles: 'id, riderId, supportingActId, tourId',
  },
};

/** Where version 8 kept each sync entity's rows. */
export const V8_TABLE_OF: Readonly<Record<string, string>> = {
  tour: 'tours',
  tourDay: 'tourDays',
  note: 'notes',
  event: 'events',
  eventPersonnel: 'eventPersonnel',
  tourPersonnel: 'tourPersonnel',
  tourFile: 'tourFiles',
  group: 'groups',
  groupMember: 'groupMembers',
  eventGroup: 'eventGroups',
  guestListSubmission: 'guestLists',
  accommodationRoom: 'accommodationRooms',
  roomMember: 'roomMembers',
  rider: 'riders',
  riderItem: 'riderItems',
  riderPersonnel: 'riderPersonnel',
  riderExternalPerson: 'riderExternalPeople',
  riderLabor: 'riderLabors',
  riderLaborType: 'riderLaborTypes',
  riderSupportingAct: 'riderSupportingActs',
  riderFile: 'riderFiles',
};

/** An IndexedDB object store as Dexie creates it from one line of its syntax. */
export type StoreSpec = {
  name: string;
  keyPath: string;
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
};

/** Every store of version `upTo`, for writing the database without Dexie (a browser page). */
export function shippedStoreSpecs(upTo: number): StoreSpec[] {
  const stores: Record<string, string> = {};
  for (let version = 1; version <= upTo; version += 1) Object.assign(stores, SHIPPED_STORES[version]);
  return Object.entries(stores).map(([name, spec]) => {
    const [primary = '', ...indexes] = spec.split(',').map((part) => part.trim());
    return {
      name,
      keyPath: primary.replace(/^\+\+/, ''),
      autoIncrement: primary.startsWith('++'),
      indexes: indexes.map((source) => {
        const indexName = source.replace(/^[&*]/, '');
        return {
          name: indexName,
          keyPath: indexName.startsWith('[') ? indexName.slice(1, -1).split('+') : indexName,
          unique: source.startsWith('&'),
          multiEntry: source.startsWith('*'),
        };
      }),
    };
  });
}
