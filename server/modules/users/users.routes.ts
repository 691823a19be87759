import { AuthTokensSchema } from '#contract/auth';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  ConfirmRegistrationSchema,
  ResetPasswordQuerySchema,
  ResetPasswordSchema,
  UpdateCurrentUserSchema,
  UpdatePasswordSchema,
  UpdateUserStatusSchema,
  UserSchema,
} from '#contract/users';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { confirmRegistration, resetPassword, updatePassword } from '../auth/auth.service';
import { avatarFileIdOf, avatarUrlSigner } from '../profile/avatar.service';
import { canManageAccount } from './users.policy';
import { getUser, updateCurrentUser, updateUserStatus } from './users.service';

const tag = 'Users';

export const usersRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/users',
      tag,
      access: 'public',
      status: 201,
      summary: 'Complete a registration with the token from the confirmation e-mail',
      body: ConfirmRegistrationSchema,
      response: UserSchema,
      errors: [400, 429],
      rateLimits: [{ name: 'confirm', limit: 30, windowSeconds: 3600, per: 'ip' }],
    },
    async ({ body }, { deps }) => ({ data: await confirmRegistration(deps, body.token) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/users/current-user',
      tag,
      access: 'user',
      summary: 'The signed-in user with their onboarding status and avatar URL',
      response: UserSchema,
      errors: [401],
    },
    async (_input, { deps, user }) => {
      const avatarFileId = await avatarFileIdOf(deps.database.db, user.id);
      const sign = avatarUrlSigner(deps.config.jwtSecret, deps.now(), user.id);
      const avatarUrl = avatarFileId ? sign(avatarFileId) : null;
      return { data: { ...(await getUser(deps.database.db, user.id)), avatarUrl } };
    },
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/users/current-user',
      tag,
      access: 'user',
      summary: 'Change the signed-in user’s name',
      body: UpdateCurrentUserSchema,
      response: UserSchema,
      errors: [400, 401],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateCurrentUser(tx, user.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/users/update-password',
      tag,
      access: 'user',
      summary: 'Change password (ends other sessions; answers a fresh token pair)',
      body: UpdatePasswordSchema,
      response: AuthTokensSchema,
      errors: [400, 401],
      returnsSecrets: true,
    },
    async ({ body }, { c, deps, user }) => ({
      data: await updatePassword(deps, user.id, c.get('sessionId'), body.currentPassword, body.newPassword),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/users/reset-password',
      tag,
      access: 'public',
      summary: 'Set a new password with the token from the reset e-mail (ends every session)',
      query: ResetPasswordQuerySchema,
      body: ResetPasswordSchema,
      response: OkSchema,
      errors: [400, 429],
      rateLimits: [{ name: 'reset-confirm', limit: 30, windowSeconds: 3600, per: 'ip' }],
    },
    async ({ query, body }, { deps }) => {
      await resetPassword(deps, query.token, body.password);
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/users/status/{id}',
      tag,
      access: 'user',
      summary: 'Mark onboarding completed or skipped',
      params: IdParamSchema,
      body: UpdateUserStatusSchema,
      response: UserSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => {
      // Someone else's account answers 404, never 403: ids of other tenants are not confirmed.
      if (!canManageAccount(user, params.id)) throw notFound();
      return { data: await updateUserStatus(deps.database.db, params.id, body, deps.now()) };
    },
  ),
];
