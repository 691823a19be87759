import { AuthTokensSchema } from '#contract/auth';
import { OkSchema } from '#contract/common';
import {
  type UpdateCurrentUser,
  type UpdatePassword,
  type UpdateUserStatus,
  UserSchema,
} from '#contract/users';
import { writeAuth } from './auth-storage';
import { apiRequest } from './client';

/** Completes a registration with the token from the confirmation e-mail. */
export function confirmRegistration(token: string) {
  return apiRequest('/users', UserSchema, { method: 'POST', body: { token }, session: false });
}

export function fetchCurrentUser() {
  return apiRequest('/users/current-user', UserSchema);
}

export function updateCurrentUser(input: UpdateCurrentUser) {
  return apiRequest('/users/current-user', UserSchema, { method: 'PATCH', body: input });
}

/** Changing the password revokes the old sessions; the answer is this device's new token pair. */
export async function updatePassword(input: UpdatePassword) {
  const tokens = await apiRequest('/users/update-password', AuthTokensSchema, {
    method: 'PATCH',
    body: input,
  });
  writeAuth(tokens);
  return tokens;
}

export function resetPassword(token: string, password: string) {
  return apiRequest('/users/reset-password', OkSchema, {
    method: 'PATCH',
    query: { token },
    body: { password },
    session: false,
  });
}

export function updateUserStatus(userId: string, input: UpdateUserStatus) {
  return apiRequest(`/users/status/${encodeURIComponent(userId)}`, UserSchema, {
    method: 'PATCH',
    body: input,
  });
}
