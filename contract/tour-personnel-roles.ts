/**
 * The workspace's catalogue of role titles for tour personnel (/tour-personnel-roles) and the
 * fixed catalogue of what a person does at an event (/event-personnel-roles).
 */
import * as v from 'valibot';
import { requiredString, UuidSchema } from './common';
import { EVENT_PERSONNEL_ROLES } from './event-personnel';

export const ROLE_NAME_MAX = 60;

export const ROLE_MESSAGES = {
  nameTaken: 'A role with this name already exists',
  notInCatalogue: 'Choose a role title from the list',
  listScope: 'Choose a tour or a workspace',
} as const;

export const TourPersonnelRoleSchema = v.object({
  id: v.string(),
  workspaceId: v.string(),
  name: v.string(),
});
export type TourPersonnelRole = v.InferOutput<typeof TourPersonnelRoleSchema>;

/** Which catalogue: the workspace's, or the one of the workspace a tour belongs to. */
export const TourPersonnelRolesQuerySchema = v.pipe(
  v.object({ tourId: v.optional(UuidSchema), workspaceId: v.optional(UuidSchema) }),
  v.forward(
    v.check((q) => Boolean(q.tourId) !== Boolean(q.workspaceId), ROLE_MESSAGES.listScope),
    ['tourId'],
  ),
);

export const CreateTourPersonnelRoleSchema = v.object({
  workspaceId: UuidSchema,
  name: requiredString(ROLE_NAME_MAX),
});
export type CreateTourPersonnelRole = v.InferOutput<typeof CreateTourPersonnelRoleSchema>;

export const UpdateTourPersonnelRoleSchema = v.object({ name: requiredString(ROLE_NAME_MAX) });

/** One fixed event role: the code is its id, the label its name. */
export const EventPersonnelRoleItemSchema = v.object({
  id: v.picklist(EVENT_PERSONNEL_ROLES),
  name: v.string(),
  label: v.string(),
});
/** Any text: an unknown code is an unknown role (404), like any other id. */
export const EventPersonnelRoleParamsSchema = v.object({ id: v.pipe(v.string(), v.maxLength(40)) });
