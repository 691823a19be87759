/**
 * The platform admin's users (api.md §7.13: POST and GET /admin/users, GET and DELETE
 * /admin/users/{id}) and the admin audit log. Lists page and search like the other admin lists
 * (contract/admin-overviews.ts).
 */
import * as v from 'valibot';
import { adminPageSchema } from './admin-overviews';
import { EmailSchema, plainText, requiredString, wholeNumberText } from './common';
import { MESSAGES } from './messages';
import { PasswordSchema } from './passwords';
import { SUBSCRIPTION_STATUSES } from './subscriptions';
import { PLATFORM_ROLES } from './users';

export const ADMIN_USER_MESSAGES = {
  selfDelete: 'You cannot delete your own account here. Use “Remove account” in the menu instead.',
  role: 'Choose USER or ADMIN',
} as const;

/** A user's subscription state as the admin filters it: their newest subscription's, or NONE. */
export const ADMIN_SUBSCRIPTION_FILTERS = [...SUBSCRIPTION_STATUSES, 'NONE'] as const;
export type AdminSubscriptionFilter = (typeof ADMIN_SUBSCRIPTION_FILTERS)[number];

/** How long the set-your-password link of an invited account works. */
export const ADMIN_INVITATION_TTL_SECONDS = 7 * 24 * 3600;

const RoleSchema = v.picklist(PLATFORM_ROLES, ADMIN_USER_MESSAGES.role);

export const AdminUsersQuerySchema = v.object({
  search: v.optional(plainText(100), ''),
  role: v.optional(RoleSchema),
  subscription: v.optional(v.picklist(ADMIN_SUBSCRIPTION_FILTERS, 'Choose a subscription status')),
  page: v.optional(wholeNumberText(1, 100_000), '1'),
});
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.picklist(PLATFORM_ROLES),
  createdAt: v.string(),
  subscriptionStatus: v.picklist(ADMIN_SUBSCRIPTION_FILTERS),
  /** The end of the period paid for (null: none, or no subscription). */
  activeTill: v.nullable(v.string()),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;
export const AdminUserPageSchema = adminPageSchema(AdminUserSchema);
export type AdminUserPage = v.InferOutput<typeof AdminUserPageSchema>;

export const AdminUserDetailSchema = v.object({
  ...AdminUserSchema.entries,
  /** Has confirmed their e-mail (an invited account has not until it sets its password). */
  emailConfirmed: v.boolean(),
  onboardingCompleted: v.boolean(),
  /** Workspaces this user owns, and the tours in them. */
  workspacesOwned: v.number(),
  toursOwned: v.number(),
  /** Tours this user is on as accepted personnel. */
  toursJoined: v.number(),
});
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetailSchema>;

/** What the create form holds: with `sendInvitation` the person sets their own password by e-mail. */
type CreateFields = { sendInvitation: boolean; password?: string | undefined };

/** The first password rule broken, or null; never asked when an invitation is sent. */
function passwordProblem(input: CreateFields): string | null {
  if (input.sendInvitation) return null;
  const result = v.safeParse(PasswordSchema, input.password ?? '');
  return result.success ? null : (result.issues[0]?.message ?? MESSAGES.required);
}

export const CreateAdminUserSchema = v.pipe(
  v.object({
    firstName: requiredString(100),
    lastName: requiredString(100),
    email: EmailSchema,
    role: RoleSchema,
    sendInvitation: v.boolean('Must be true or false'),
    password: v.optional(v.string(MESSAGES.required)),
  }),
  v.forward(
    v.partialCheck(
      [['sendInvitation'], ['password']],
      (input) => passwordProblem(input) === null,
      (issue) => passwordProblem(issue.input as CreateFields) ?? MESSAGES.required,
    ),
    ['password'],
  ),
  // The password of an invited account is set by its owner: one sent anyway is dropped.
  v.transform((input) => (input.sendInvitation ? { ...input, password: undefined } : input)),
);
export type CreateAdminUser = v.InferInput<typeof CreateAdminUserSchema>;

export const AuditEntrySchema = v.object({
  id: v.string(),
  actorId: v.nullable(v.string()),
  actorEmail: v.string(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  detail: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  createdAt: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export const AuditPageSchema = adminPageSchema(AuditEntrySchema);
export type AuditPage = v.InferOutput<typeof AuditPageSchema>;

export const AuditQuerySchema = v.object({ page: v.optional(wholeNumberText(1, 100_000), '1') });
