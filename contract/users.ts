import * as v from 'valibot';
import { opaqueString, requiredString } from './common';
import { MESSAGES } from './messages';
import { ONBOARDING_LAST_STEP } from './onboarding';
import { PasswordSchema } from './passwords';

export const PLATFORM_ROLES = ['USER', 'ADMIN'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const UserStatusSchema = v.object({
  onboardingCompleted: v.boolean(),
  onboardingSkipped: v.boolean(),
  /** The onboarding step to resume at (0 to ONBOARDING_LAST_STEP). */
  onboardingStep: v.number(),
});
export type UserStatus = v.InferOutput<typeof UserStatusSchema>;

/** The signed-in user as the API returns it. */
export const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.picklist(PLATFORM_ROLES),
  status: UserStatusSchema,
  createdAt: v.string(),
  /** A signed URL of the profile picture; only GET /users/current-user fills it (null: none). */
  avatarUrl: v.optional(v.nullable(v.string())),
});
export type User = v.InferOutput<typeof UserSchema>;

/** POST /users — completes a registration: the token from the confirmation e-mail activates the account. */
export const ConfirmRegistrationSchema = v.object({ token: requiredString(200) });
export type ConfirmRegistration = v.InferOutput<typeof ConfirmRegistrationSchema>;

export const UpdateCurrentUserSchema = v.pipe(
  v.object({
    firstName: v.optional(requiredString(100)),
    lastName: v.optional(requiredString(100)),
  }),
  v.check((input) => input.firstName !== undefined || input.lastName !== undefined, 'Nothing to update'),
);
export type UpdateCurrentUser = v.InferOutput<typeof UpdateCurrentUserSchema>;

export const UpdatePasswordSchema = v.object({
  currentPassword: v.pipe(opaqueString(200), v.nonEmpty(MESSAGES.required)),
  newPassword: PasswordSchema,
});
export type UpdatePassword = v.InferOutput<typeof UpdatePasswordSchema>;

/** PATCH /users/reset-password?token=… with the new password in the body. */
export const ResetPasswordQuerySchema = v.object({ token: requiredString(200) });
export const ResetPasswordSchema = v.object({ password: PasswordSchema });
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

export const UpdateUserStatusSchema = v.pipe(
  v.object({
    onboardingCompleted: v.optional(v.boolean('Must be true or false')),
    onboardingSkipped: v.optional(v.boolean('Must be true or false')),
    onboardingStep: v.optional(
      v.pipe(
        v.number('Must be a step number'),
        v.integer('Must be a step number'),
        v.minValue(0, 'Must be a step number'),
        v.maxValue(ONBOARDING_LAST_STEP, 'Must be a step number'),
      ),
    ),
  }),
  v.check(
    (input) =>
      input.onboardingCompleted !== undefined ||
      input.onboardingSkipped !== undefined ||
      input.onboardingStep !== undefined,
    'Nothing to update',
  ),
);
export type UpdateUserStatus = v.InferOutput<typeof UpdateUserStatusSchema>;
