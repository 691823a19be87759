import * as v from 'valibot';
import { EmailSchema, requiredString, UuidSchema } from './common';
import { EventPersonnelRoleSchema } from './event-personnel';
import { MESSAGES } from './messages';
import { PROJECT_ROLES, ProjectRoleSchema } from './roles';
import { ROLE_NAME_MAX } from './tour-personnel-roles';

export const PERSONNEL_STATUSES = ['ACTIVE', 'INVITED', 'DECLINED'] as const;

export const TourPersonnelSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  userId: v.nullable(v.string()),
  email: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  role: v.picklist(PROJECT_ROLES),
  roleTitle: v.nullable(v.string()),
  status: v.picklist(PERSONNEL_STATUSES),
  /** The person lets this tour's managers read their personal and travelling details. */
  shareInformation: v.boolean(),
  /** From the person's profile; tour mates may call each other, so it travels with the mirror. */
  phoneNumber: v.nullable(v.string()),
});
export type TourPersonnel = v.InferOutput<typeof TourPersonnelSchema>;

/** A title from the workspace's catalogue (GET /tour-personnel-roles); the server checks which. */
export const RoleTitleSchema = v.nullable(requiredString(ROLE_NAME_MAX));

/** Comma-separated e-mails: "a@x.com, b@y.com" → ['a@x.com', 'b@y.com']. */
export const EmailListSchema = v.pipe(
  v.string(MESSAGES.required),
  v.transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.minLength(1, MESSAGES.required),
  v.maxLength(100, 'At most 100 e-mails at once'),
  v.check(
    (emails) => emails.every((email) => v.is(EmailSchema, email)),
    'Separate valid e-mails with commas',
  ),
  v.transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))]),
);

export const AddTourPersonnelSchema = v.object({
  emails: EmailListSchema,
  role: ProjectRoleSchema,
  roleTitle: v.optional(RoleTitleSchema, null),
});
export type AddTourPersonnel = v.InferOutput<typeof AddTourPersonnelSchema>;

/**
 * Everyone added is invited (they accept on their dashboard); `skipped` are e-mails already on the
 * tour (active or invited). A person who declined before is invited again.
 */
export const AddTourPersonnelResultSchema = v.object({
  invited: v.array(v.string()),
  skipped: v.array(v.string()),
  /** Only when there is something to say: invited people already booked on another tour (or marked unavailable) on this tour's days. */
  warnings: v.optional(v.array(v.string())),
});
export type AddTourPersonnelResult = v.InferOutput<typeof AddTourPersonnelResultSchema>;

/** PATCH /tours/{id}/share-information-consent: the caller's own consent on that tour. */
export const ShareInformationConsentSchema = v.object({
  shareInformation: v.boolean('Must be true or false'),
});

export const UpdateTourPersonnelSchema = v.object({
  role: v.optional(ProjectRoleSchema),
  roleTitle: v.optional(RoleTitleSchema),
});

export const EventPersonnelSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  eventId: v.string(),
  userId: v.string(),
  /** What they do at this event; older rows and devices leave it out. */
  role: v.optional(v.nullable(EventPersonnelRoleSchema), null),
});
export type EventPersonnel = v.InferOutput<typeof EventPersonnelSchema>;

export const PersonnelIdParamsSchema = v.object({ id: UuidSchema, personnelId: UuidSchema });
