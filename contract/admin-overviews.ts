/**
 * The platform admin's overviews (api.md §7.13): every workspace, tour and event across tenants,
 * searched and paged on the server. Admins are not members of what they see here: the answers carry
 * names and counts, never anything that would let the screen open a tour.
 */
import * as v from 'valibot';
import { plainText, requiredString, UuidSchema, wholeNumberText } from './common';
import { CalendarDateSchema } from './dates';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 25;

export const ADMIN_OVERVIEW_MESSAGES = {
  eventRange: 'The end date must be on or after the start date',
} as const;

const PageText = v.optional(wholeNumberText(1, 100_000), '1');
const SearchText = v.optional(plainText(100), '');

export const AdminListQuerySchema = v.object({ search: SearchText, page: PageText });
export type AdminListQuery = v.InferOutput<typeof AdminListQuerySchema>;

/** One page of an admin list: `total` counts every match, not only this page's rows. */
export const adminPageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() });

export const AdminWorkspaceSchema = v.object({
  id: v.string(),
  name: v.string(),
  ownerName: v.string(),
  ownerEmail: v.string(),
  members: v.number(),
  teams: v.number(),
  createdAt: v.string(),
});
export type AdminWorkspace = v.InferOutput<typeof AdminWorkspaceSchema>;
export const AdminWorkspacePageSchema = adminPageSchema(AdminWorkspaceSchema);

export const UpdateAdminWorkspaceSchema = v.object({ name: requiredString(200) });
export type UpdateAdminWorkspace = v.InferOutput<typeof UpdateAdminWorkspaceSchema>;

export const AdminTourSchema = v.object({
  id: v.string(),
  name: v.string(),
  artistName: v.string(),
  workspaceName: v.string(),
  ownerEmail: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  /** Active people on the tour (invitations not yet answered are left out). */
  personnel: v.number(),
  archived: v.boolean(),
});
export type AdminTour = v.InferOutput<typeof AdminTourSchema>;
export const AdminTourPageSchema = adminPageSchema(AdminTourSchema);

/** The event query: by tour, by the local dates of its days, by type; all optional. */
export const AdminEventsQuerySchema = v.pipe(
  v.object({
    tourId: v.optional(UuidSchema),
    from: v.optional(CalendarDateSchema),
    to: v.optional(CalendarDateSchema),
    type: v.optional(plainText(40)),
    page: PageText,
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, ADMIN_OVERVIEW_MESSAGES.eventRange),
    ['to'],
  ),
);
export type AdminEventsQuery = v.InferOutput<typeof AdminEventsQuerySchema>;

export const AdminEventSchema = v.object({
  id: v.string(),
  title: v.string(),
  type: v.string(),
  tourId: v.string(),
  tourName: v.string(),
  artistName: v.string(),
  /** The local date of the event's day. */
  date: v.string(),
  startAt: v.string(),
  endAt: v.string(),
  timeZone: v.string(),
});
export type AdminEvent = v.InferOutput<typeof AdminEventSchema>;
export const AdminEventPageSchema = adminPageSchema(AdminEventSchema);
