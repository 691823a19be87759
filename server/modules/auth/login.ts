/**
 * Sign-in with e-mail and password, throttled per account and device budget without locking the
 * owner out (login-throttle.ts). Never reveals whether an e-mail has an account.
 */
import type { LoginResponse } from '#contract/auth';
import { MESSAGES } from '#contract/messages';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { findActiveUserByEmail, toUser } from '../users/users.service';
import { signDeviceToken, verifyDeviceToken } from './device-cookie';
import {
  clearLoginFailures,
  loginFailureDelayMs,
  recordLoginFailure,
  requireLoginBudget,
  UNTRUSTED_DEVICE,
} from './login-throttle';
import { verifyPassword } from './passwords';
import { issueTokenPair } from './refresh-tokens';

export interface SignedIn {
  data: LoginResponse;
  /** The device cookie to keep: this device is now trusted for the account. */
  deviceToken: string;
}

/** `deviceToken` is the device cookie the browser sent, if any. */
export async function login(
  deps: AppDeps,
  email: string,
  password: string,
  deviceToken: string | undefined,
): Promise<SignedIn> {
  const { db } = deps.database;
  const now = deps.now();
  const row = await findActiveUserByEmail(db, email);
  const trusted = verifyDeviceToken(deps.config.jwtSecret, deviceToken, now);
  const device = row && trusted?.userId === row.id ? trusted.deviceId : UNTRUSTED_DEVICE;
  await requireLoginBudget(db, email, device, now);
  const valid = await verifyPassword(password, row?.passwordHash, deps.config.passwordHashCost);
  if (!row || !valid) {
    const failures = await recordLoginFailure(db, email, device, now);
    await deps.sleep(loginFailureDelayMs(failures));
    throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
  }
  await clearLoginFailures(db, email, device);
  // Checked after the password, so an unconfirmed account is not revealed to strangers.
  if (!row.emailConfirmedAt) throw new AppError(403, 'email_not_confirmed', MESSAGES.emailNotConfirmed);
  const pair = await issueTokenPair(db, deps, row);
  const deviceId = device === UNTRUSTED_DEVICE ? crypto.randomUUID() : device;
  return {
    data: { ...pair, user: toUser(row) },
    deviceToken: signDeviceToken(deps.config.jwtSecret, { userId: row.id, deviceId }, now),
  };
}
