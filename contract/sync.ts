/**
 * The sync protocol of docs/offline-client.md: pull (server → device) and push (device → server).
 * Mutation names and their args are declared once here; the server maps each name to the same
 * service function its REST route uses, the client applies the same name locally.
 */
import * as v from 'valibot';
import { AccommodationRoomSchema, RoomMemberSchema } from './accommodation';
import { ChatMemberSchema, ChatMessageSchema, ChatReadSchema, ChatRoomSchema } from './chat';
import { opaqueString, UuidSchema, wholeNumber, wholeNumberText } from './common';
import { EventGroupSchema } from './event-personnel';
import { TourEventProviderSchema } from './event-providers';
import { EventSchema } from './events';
import { TourFileSchema } from './files';
import { GroupMemberSchema, GroupSchema } from './groups';
import { GuestListSubmissionSchema } from './guest-lists';
import { INT4_MAX } from './limits';
import { ProductionTrackerSchema } from './production-trackers';
import { RiderLaborSchema, RiderLaborTypeSchema } from './rider-labor';
import { RiderExternalPersonSchema, RiderPersonnelSchema } from './rider-people';
import { RiderFileSchema, RiderSupportingActSchema } from './rider-supporting-acts';
import { RiderItemSchema, RiderSchema } from './riders';
import { NoteSchema, TourDaySchema } from './tour-days';
import { EventPersonnelSchema, TourPersonnelSchema } from './tour-personnel';
import { TourSchema } from './tours';

export const SYNC_ENTITIES = [
  'tour',
  'tourDay',
  'note',
  'event',
  'eventPersonnel',
  'tourPersonnel',
  'tourFile',
  'group',
  'groupMember',
  'eventGroup',
  'guestListSubmission',
  'accommodationRoom',
  'roomMember',
  'productionTracker',
  'rider',
  'riderItem',
  'riderPersonnel',
  'riderExternalPerson',
  'riderLabor',
  'riderLaborType',
  'riderSupportingAct',
  'riderFile',
  'eventProvider',
  'chatRoom',
  'chatMember',
  'chatMessage',
  'chatRead',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

/**
 * What an `upsert` change carries in `data`, per entity. Events come without their assignments:
 * those are `eventPersonnel` rows, one per person, so concurrent edits of a crew list both survive.
 */
export const SYNC_ENTITY_SCHEMAS = {
  /** With the caller's own project role: what they may do on this tour, decided by the server. */
  tour: TourSchema,
  tourDay: TourDaySchema,
  note: NoteSchema,
  event: v.omit(EventSchema, ['personnelUserIds', 'personnelGroupIds']),
  eventPersonnel: EventPersonnelSchema,
  tourPersonnel: TourPersonnelSchema,
  /** Tour files (`tourDayId` null) and day files: what the offline file cache keeps, per day. */
  tourFile: TourFileSchema,
  /** Groups and their members reach everyone on the tour; a group on an event, like the event. */
  group: GroupSchema,
  groupMember: GroupMemberSchema,
  eventGroup: EventGroupSchema,
  /** Guest list requests: members receive their own, managers every one (hidden like their show). */
  guestListSubmission: GuestListSubmissionSchema,
  /** Rooms of a hotel stay and the people in them: hidden like their event. */
  accommodationRoom: AccommodationRoomSchema,
  roomMember: RoomMemberSchema,
  /** A show's production tracker row: hidden like its show. */
  productionTracker: ProductionTrackerSchema,
  /** Riders and every part of them reach everyone on the tour (managers write, everyone reads). */
  rider: RiderSchema,
  riderItem: RiderItemSchema,
  riderPersonnel: RiderPersonnelSchema,
  riderExternalPerson: RiderExternalPersonSchema,
  riderLabor: RiderLaborSchema,
  riderLaborType: RiderLaborTypeSchema,
  riderSupportingAct: RiderSupportingActSchema,
  riderFile: RiderFileSchema,
  /** Venues, hotels and vendors the tour's days and events use: one copy per tour, read by everyone on it. */
  eventProvider: TourEventProviderSchema,
  /** Conversations reach their members only (a person, or a group they are in); a read state its owner only. */
  chatRoom: ChatRoomSchema,
  chatMember: ChatMemberSchema,
  chatMessage: ChatMessageSchema,
  chatRead: ChatReadSchema,
} as const satisfies Record<SyncEntity, v.GenericSchema>;
export type SyncEntityData<E extends SyncEntity> = v.InferOutput<(typeof SYNC_ENTITY_SCHEMAS)[E]>;

export const ChangeSchema = v.object({
  entity: v.picklist(SYNC_ENTITIES),
  id: v.string(),
  op: v.picklist(['upsert', 'delete']),
  version: v.number(),
  data: v.nullable(v.record(v.string(), v.unknown())),
});
export type Change = v.InferOutput<typeof ChangeSchema>;

export const SyncTourSchema = v.object({ tourId: v.string(), version: v.number() });
export type SyncTour = v.InferOutput<typeof SyncTourSchema>;

export const PullQuerySchema = v.object({
  /** The pushing device, so the answer can say how far its outbox got (`lastSeq`). */
  deviceId: v.optional(UuidSchema),
  since: v.optional(
    // A tour's version is an int4 column: a larger `since` is no version the server ever gave.
    wholeNumberText(0, INT4_MAX, 'since must be a whole number'),
    '0',
  ),
  limit: v.optional(wholeNumberText(1, 2000, 'limit must be a whole number'), '500'),
});

export const PullResponseSchema = v.object({
  version: v.number(),
  hasMore: v.boolean(),
  /**
   * Where the next page (`since = version`) ends, sent when more follows that one too: a device may
   * ask for the page after it (`since = nextPageEnd`) while the next is on its way. A hint: if the
   * next page ends elsewhere after all, the page asked ahead is not the one to apply.
   */
  nextPageEnd: v.optional(v.number()),
  /** Highest seq this device has pushed and the server has processed: the client prunes its outbox up to it. */
  lastSeq: v.number(),
  reset: v.optional(v.boolean()),
  changes: v.array(ChangeSchema),
});
export type PullResponse = v.InferOutput<typeof PullResponseSchema>;

export const MUTATION_STATUSES = ['applied', 'duplicate', 'conflict', 'rejected'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];

export const MutationSchema = v.object({
  mutationId: UuidSchema,
  /** The device's outbox counter, stored in an int4 column. */
  seq: wholeNumber(1, INT4_MAX),
  name: opaqueString(64),
  args: v.unknown(),
  tourId: v.optional(v.nullable(UuidSchema)),
  createdAt: v.optional(opaqueString(64)),
});
export type Mutation = v.InferOutput<typeof MutationSchema>;

export const PushSchema = v.object({
  deviceId: UuidSchema,
  mutations: v.pipe(v.array(MutationSchema), v.maxLength(200, 'At most 200 mutations per push')),
});
export type Push = v.InferOutput<typeof PushSchema>;

export const MutationResultSchema = v.object({
  mutationId: v.string(),
  status: v.picklist(MUTATION_STATUSES),
  /** For conflict and rejected: what the user is told. */
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  /** For conflict: the server's current value, which was kept. */
  serverValue: v.optional(v.unknown()),
});
export type MutationResult = v.InferOutput<typeof MutationResultSchema>;

export const PushResponseSchema = v.object({
  results: v.array(MutationResultSchema),
  lastSeq: v.number(),
});
export type PushResponse = v.InferOutput<typeof PushResponseSchema>;
