import {
  AuthTokensSchema,
  LoginResponseSchema,
  LoginSchema,
  LogoutSchema,
  RefreshSchema,
  RegisterResponseSchema,
  RegisterSchema,
  RequestResetPasswordSchema,
} from '#contract/auth';
import { OkSchema } from '#contract/common';
import { unauthorized } from '../../http/errors';
import { defineRoute, type RateLimitRule } from '../../http/route';
import { findActiveUserById } from '../users/users.service';
import { signAccessToken } from './access-tokens';
import { deleteAccount, login, register, requestPasswordReset } from './auth.service';
import { revokeAllRefreshTokens, revokeFamilyOf, rotateRefreshToken } from './refresh-tokens';

const tag = 'Auth';
const perIp = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds,
  per: 'ip',
});
const perEmail = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds,
  per: 'email',
});

export const authRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/auth/register',
      tag,
      access: 'public',
      status: 201,
      summary: 'Create an account; a confirmation link is e-mailed',
      body: RegisterSchema,
      response: RegisterResponseSchema,
      errors: [400, 409, 429],
      rateLimits: [perIp('register', 20, 3600), perEmail('register', 5, 3600)],
    },
    async ({ body }, { deps }) => ({ data: { ...(await register(deps, body)), confirmationRequired: true } }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/auth/login',
      tag,
      access: 'public',
      summary: 'Sign in with e-mail and password',
      body: LoginSchema,
      response: LoginResponseSchema,
      errors: [400, 401, 403, 429],
      returnsSecrets: true,
      rateLimits: [perIp('login', 30, 300), perEmail('login', 10, 300)],
    },
    async ({ body }, { deps }) => ({ data: await login(deps, body.email, body.password) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/auth/refresh',
      tag,
      access: 'public',
      summary: 'Exchange a refresh token for a new token pair (the old one stops working)',
      body: RefreshSchema,
      response: AuthTokensSchema,
      errors: [400, 401, 429],
      returnsSecrets: true,
      rateLimits: [perIp('refresh', 120, 60)],
    },
    async ({ body }, { deps }) => {
      const rotated = await rotateRefreshToken(deps, body.refreshToken);
      const user = await findActiveUserById(deps.database.db, rotated.userId);
      if (!user) throw unauthorized();
      const authToken = await signAccessToken(
        { userId: user.id, role: user.role },
        deps.config.jwtSecret,
        deps.now(),
      );
      return { data: { authToken, refreshToken: rotated.refreshToken } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/auth/logout',
      tag,
      access: 'user',
      summary: 'Sign out: ends the session of the given refresh token, or every session without one',
      body: LogoutSchema,
      response: OkSchema,
      errors: [401],
    },
    async ({ body }, { deps, user }) => {
      if (body.refreshToken) await revokeFamilyOf(deps.database.db, body.refreshToken, user.id, deps.now());
      else await revokeAllRefreshTokens(deps.database.db, user.id, deps.now());
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/auth/request-reset-password',
      tag,
      access: 'public',
      summary: 'E-mail a password reset link (answers the same whether or not the account exists)',
      body: RequestResetPasswordSchema,
      response: OkSchema,
      errors: [400, 429],
      rateLimits: [perIp('reset', 20, 3600), perEmail('reset', 5, 3600)],
    },
    async ({ body }, { deps }) => {
      await requestPasswordReset(deps, body.email);
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/auth/delete-account',
      tag,
      access: 'user',
      summary: 'Remove the signed-in account: personal data is erased and it can no longer sign in',
      response: OkSchema,
      errors: [401],
    },
    async (_input, { deps, user }) => {
      await deleteAccount(deps, user.id);
      return { data: { ok: true } };
    },
  ),
];
