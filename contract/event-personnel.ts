/**
 * Who is on an event: people one row each, groups one row each, and what a person does
 * at that event (their role there, from a fixed list: `GET /event-personnel-roles`).
 */
import * as v from 'valibot';
import { UuidSchema } from './common';

export const EVENT_PERSONNEL_ROLES = [
  'LEAD',
  'DRIVER',
  'RUNNER',
  'SECURITY',
  'TECHNICIAN',
  'HOST',
  'ASSISTANT',
] as const;
export type EventPersonnelRole = (typeof EVENT_PERSONNEL_ROLES)[number];
export const EventPersonnelRoleSchema = v.picklist(EVENT_PERSONNEL_ROLES, 'Choose a role from the list');

export const EVENT_PERSONNEL_ROLE_LABELS: Record<EventPersonnelRole, string> = {
  LEAD: 'Lead',
  DRIVER: 'Driver',
  RUNNER: 'Runner',
  SECURITY: 'Security',
  TECHNICIAN: 'Technician',
  HOST: 'Host',
  ASSISTANT: 'Assistant',
};

export const EventPersonnelRoleListSchema = v.array(
  v.object({ id: EventPersonnelRoleSchema, label: v.string() }),
);

const IdList = (max: number) =>
  v.pipe(
    v.array(UuidSchema, 'Choose at least one'),
    v.minLength(1, 'Choose at least one'),
    v.maxLength(max, `At most ${max} at once`),
  );

export const AddEventPersonnelSchema = v.object({ userIds: IdList(500) });
export const AddEventGroupsSchema = v.object({ groupIds: IdList(100) });

/** A person's place on one event; only their role there changes (moving it = delete + add). */
export const UpdateEventPersonnelSchema = v.object({
  role: v.nullable(EventPersonnelRoleSchema),
});

/** A person on an event, with the name the screens show. */
export const EventAssigneeSchema = v.object({
  id: v.string(),
  eventId: v.string(),
  userId: v.string(),
  role: v.nullable(EventPersonnelRoleSchema),
  email: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
});
export type EventAssignee = v.InferOutput<typeof EventAssigneeSchema>;

/** A group on an event (the sync entity `eventGroup`). */
export const EventGroupSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  eventId: v.string(),
  groupId: v.string(),
});
export type EventGroup = v.InferOutput<typeof EventGroupSchema>;

export const EventGroupWithNameSchema = v.object({ ...EventGroupSchema.entries, name: v.string() });

export const EventGroupParamsSchema = v.object({ id: UuidSchema, groupId: UuidSchema });

export const NO_SUCH_GROUP = 'Choose groups of this tour';
