import { OkSchema } from '#contract/common';
import {
  AnnouncementResultSchema,
  AnnouncementSchema,
  MobileDeviceEndpointSchema,
  MobileDeviceSchema,
  RegisteredDeviceSchema,
  VapidPublicKeySchema,
} from '#contract/notifications';
import { defineRoute, type RateLimitRule } from '../../http/route';
import { sendAnnouncement } from './announcements.service';
import { registerDevice, unregisterDevice } from './devices.service';

const tag = 'Notifications';
const ANNOUNCEMENTS_PER_USER: RateLimitRule = {
  name: 'announcement',
  limit: 30,
  windowSeconds: 3600,
  per: 'user',
};
const REGISTRATIONS_PER_USER: RateLimitRule = {
  name: 'push-device',
  limit: 60,
  windowSeconds: 3600,
  per: 'user',
};

export const notificationsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/notifications/vapid-public-key',
      tag,
      access: 'user',
      summary: 'The key browsers subscribe to push with (applicationServerKey)',
      response: VapidPublicKeySchema,
      errors: [401],
    },
    (_input, { deps }) => ({ data: { publicKey: deps.push.publicKey } }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/notifications/mobile-device',
      tag,
      access: 'user',
      status: 201,
      body: MobileDeviceSchema,
      summary:
        'Register this browser’s push subscription for the caller (the same endpoint again updates it)',
      response: RegisteredDeviceSchema,
      errors: [400, 401, 429],
      rateLimits: [REGISTRATIONS_PER_USER],
    },
    async ({ body }, { c, deps, user }) => {
      const context = {
        actor: user,
        sessionId: c.get('sessionId'),
        now: deps.now(),
        production: deps.config.nodeEnv === 'production',
      };
      return { data: await registerDevice(deps.database.db, context, body) };
    },
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/notifications/mobile-device',
      tag,
      access: 'user',
      body: MobileDeviceEndpointSchema,
      summary: 'Stop pushes to this browser (only the caller’s own subscription; answers ok either way)',
      response: OkSchema,
      errors: [400, 401],
    },
    async ({ body }, { deps, user }) => {
      await unregisterDevice(deps.database.db, user, body.endpoint);
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/notifications',
      tag,
      access: 'user',
      body: AnnouncementSchema,
      summary: 'A tour manager notifies the tour’s active personnel, or the people chosen',
      response: AnnouncementResultSchema,
      errors: [400, 401, 403, 404, 429],
      rateLimits: [ANNOUNCEMENTS_PER_USER],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => sendAnnouncement(tx, user, body, deps.now())),
    }),
  ),
];
