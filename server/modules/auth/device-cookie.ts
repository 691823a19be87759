/**
 * The device cookie (OWASP): proof that this browser signed in to an account before, so its failed
 * sign-ins count against a budget of its own (login-throttle.ts). Signed with the server secret and
 * bound to one account; httpOnly and sent to the sign-in route only, so scripts never see it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { Config } from '../../env';

const COOKIE_NAME = 'roadie_device';
const COOKIE_PATH = '/api/auth/login';
/** A device unused for this long is a stranger again. */
export const DEVICE_TRUST_SECONDS = 180 * 24 * 60 * 60;

export interface TrustedDevice {
  userId: string;
  deviceId: string;
}

const Uuid = v.pipe(v.string(), v.uuid());

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`roadie-device-cookie:${body}`).digest('base64url');

/** `<userId>.<deviceId>.<expires, epoch seconds>.<signature>` */
export function signDeviceToken(secret: string, device: TrustedDevice, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DEVICE_TRUST_SECONDS;
  const body = `${device.userId}.${device.deviceId}.${expires}`;
  return `${body}.${signature(secret, body)}`;
}

/** The device a token vouches for, or null: forged, tampered, expired or malformed. */
export function verifyDeviceToken(
  secret: string,
  token: string | undefined,
  now: Date,
): TrustedDevice | null {
  const [userId, deviceId, expires, sig, ...rest] = (token ?? '').split('.');
  if (rest.length > 0 || !v.is(Uuid, userId) || !v.is(Uuid, deviceId) || !sig) return null;
  const expected = Buffer.from(signature(secret, `${userId}.${deviceId}.${expires}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(Number(expires) * 1000 > now.getTime())) return null;
  return { userId, deviceId };
}

export const readDeviceCookie = (c: Context): string | undefined => getCookie(c, COOKIE_NAME);

export function writeDeviceCookie(c: Context, config: Config, token: string) {
  setCookie(c, COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.behindTls,
    path: COOKIE_PATH,
    maxAge: DEVICE_TRUST_SECONDS,
  });
}
