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
import { deleteAccount, register, requestPasswordReset } from './auth.service';
import { readDeviceCookie, writeDeviceCookie } from './device-cookie';
import { login } from './login';
import { issueAccessToken, rotateRefreshToken } from './refresh-tokens';
import { endAllSessions, endSession, endSessionOfRefreshToken } from './sessions';

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
      // Per account, failures are budgeted per device inside `login` (login-throttle.ts), not here:
      // a per-e-mail limit would let anyone lock the owner out.
      rateLimits: [perIp('login', 30, 300)],
    },
    async ({ body }, { c, deps }) => {
      const signedIn = await login(deps, body.email, body.password, readDeviceCookie(c));
      writeDeviceCookie(c, deps.config, signedIn.deviceToken);
      return { data: signedIn.data };
    },
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
      const authToken = await issueAccessToken(deps, user, rotated.sessionId);
      return { data: { authToken, refreshToken: rotated.refreshToken } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/auth/logout',
      tag,
      access: 'user',
      summary:
        'Sign out: ends this session (and the one of the given refresh token), or every session without one',
      body: LogoutSchema,
      response: OkSchema,
      errors: [401],
    },
    async ({ body }, { c, deps, user }) => {
      const { db } = deps.database;
      const sessionId = c.get('sessionId');
      if (!body.refreshToken) await endAllSessions(db, user.id, deps.now());
      else {
        await endSessionOfRefreshToken(db, body.refreshToken, user.id, deps.now());
        if (sessionId) await endSession(db, sessionId, user.id, deps.now());
      }
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
