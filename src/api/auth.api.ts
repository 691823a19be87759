import { type Login, LoginResponseSchema, type Register, RegisterResponseSchema } from '#contract/auth';
import { OkSchema } from '#contract/common';
import { readAuth, writeAuth } from './auth-storage';
import { apiRequest } from './client';

export function register(input: Register) {
  return apiRequest('/auth/register', RegisterResponseSchema, {
    method: 'POST',
    body: input,
    session: false,
  });
}

/** Signs in and keeps the token pair; the caller decides where to go next. */
export async function login(input: Login) {
  const result = await apiRequest('/auth/login', LoginResponseSchema, {
    method: 'POST',
    body: input,
    session: false,
  });
  writeAuth({ authToken: result.authToken, refreshToken: result.refreshToken });
  return result;
}

/** Revokes this device's refresh token server-side; callers end the local session either way. */
export function logout() {
  const refreshToken = readAuth()?.refreshToken;
  return apiRequest('/auth/logout', OkSchema, {
    method: 'POST',
    body: { refreshToken },
    endSessionOnRefusal: false,
  });
}

export function requestPasswordReset(email: string) {
  return apiRequest('/auth/request-reset-password', OkSchema, {
    method: 'POST',
    body: { email },
    session: false,
  });
}

export function deleteAccount() {
  return apiRequest('/auth/delete-account', OkSchema, { method: 'DELETE' });
}
