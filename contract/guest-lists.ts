/**
 * Guest list submissions: crew ask for guests on a show, managers
 * approve or decline and check guests in at the door. Synced tour rows (entity
 * `guestListSubmission`): members receive only their own requests, managers all of them.
 */
import * as v from 'valibot';
import { OptionalEmailSchema, optionalText, requiredString, UuidSchema, wholeNumber } from './common';
import { OptionalPhoneSchema } from './profile';

export const GUEST_LIST_STATUSES = ['PENDING', 'DECLINED', 'APPROVED'] as const;
export type GuestListStatus = (typeof GUEST_LIST_STATUSES)[number];
export const GUEST_LIST_STATUS_LABELS: Record<GuestListStatus, string> = {
  PENDING: 'Pending',
  DECLINED: 'Declined',
  APPROVED: 'Approved',
};

export const DELIVERY_METHODS = ['WILL_CALL', 'GUEST_LIST_AT_DOOR', 'E_TICKET', 'WRISTBAND'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  WILL_CALL: 'Will call',
  GUEST_LIST_AT_DOOR: 'Guest list at the door',
  E_TICKET: 'E-ticket',
  WRISTBAND: 'Wristband',
};

export const GUEST_LIST_MESSAGES = {
  showRequired: 'Show is required',
  deliveryRequired: 'Delivery is required',
  quantity: 'Between 1 and 20 guests',
  notPending: 'Only pending requests can be changed',
  notApproved: 'Only approved guests can be checked in',
} as const;

export const MAX_GUESTS = 20;

export const GuestListSubmissionSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  /** The show (a SHOW event). */
  eventId: v.string(),
  requesterUserId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  quantity: v.number(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  deliveryMethod: v.picklist(DELIVERY_METHODS),
  status: v.picklist(GUEST_LIST_STATUSES),
  /** Guests of this request already through the door, 0..quantity. */
  checkedIn: v.number(),
  createdAt: v.string(),
});
export type GuestListSubmission = v.InferOutput<typeof GuestListSubmissionSchema>;

// A missing or blank choice gets 'Delivery is required', not the generic required message. OpenAPI
// still lists it as required: its default is refused (server/http/openapi.ts, `requiredInFact`).
const DeliverySchema = v.pipe(
  v.optional(v.string(GUEST_LIST_MESSAGES.deliveryRequired), ''),
  v.picklist(DELIVERY_METHODS, GUEST_LIST_MESSAGES.deliveryRequired),
);
const QuantitySchema = v.pipe(
  v.number(GUEST_LIST_MESSAGES.quantity),
  v.integer(GUEST_LIST_MESSAGES.quantity),
  v.minValue(1, GUEST_LIST_MESSAGES.quantity),
  v.maxValue(MAX_GUESTS, GUEST_LIST_MESSAGES.quantity),
);
const DETAIL_ENTRIES = {
  firstName: requiredString(100),
  lastName: requiredString(100),
  quantity: QuantitySchema,
  phone: OptionalPhoneSchema,
  email: OptionalEmailSchema,
  notes: optionalText(1000, { multiline: true }),
  deliveryMethod: DeliverySchema,
};

export const SubmitGuestListSchema = v.object({ id: v.optional(UuidSchema), ...DETAIL_ENTRIES });
export type SubmitGuestList = v.InferOutput<typeof SubmitGuestListSchema>;
export type SubmitGuestListInput = v.InferInput<typeof SubmitGuestListSchema>;

/** Details (the requester, while PENDING), a status (managers) or a check-in step (managers, APPROVED). */
export const PatchGuestListSchema = v.object({
  ...v.partial(v.object(DETAIL_ENTRIES)).entries,
  status: v.optional(v.picklist(GUEST_LIST_STATUSES, 'Choose a status')),
  /** Guests let in (negative: undo); a step rather than a total, so two door devices both count. */
  checkIn: v.optional(wholeNumber(-MAX_GUESTS, MAX_GUESTS)),
});
export type PatchGuestList = v.InferOutput<typeof PatchGuestListSchema>;

export const GuestListParamsSchema = v.object({ id: UuidSchema, submissionId: UuidSchema });
