import * as v from 'valibot';
import {
  CrewMessageSchema,
  CrewMessagesQuerySchema,
  SendCrewMessageResultSchema,
  SendCrewMessageSchema,
} from '#contract/messaging';
import { defineRoute, type RateLimitRule } from '../../http/route';
import { listCrewMessages, recordCrewMessage } from './messaging.service';
import { deliverCrewMessages } from './messaging-delivery';

const tag = 'Messaging';

/** Every text costs money at the provider: a runaway client cannot send thousands. */
const SENDS_PER_USER: RateLimitRule = { name: 'crew-message', limit: 30, windowSeconds: 3600, per: 'user' };

export const messagingRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/twilio/whats-app-message',
      tag,
      access: 'user',
      body: SendCrewMessageSchema,
      rateLimits: [SENDS_PER_USER],
      summary:
        'Text people on a tour by SMS or WhatsApp (managers). Numbers come from their profiles; per person: sent, skipped (no usable number) or failed (the provider’s error)',
      response: SendCrewMessageResultSchema,
      errors: [400, 401, 403, 404, 429],
    },
    async ({ body }, { deps, user }) => {
      const recorded = await deps.database.db.transaction((tx) =>
        recordCrewMessage(tx, user, body, deps.messenger.channels, deps.now()),
      );
      const deliveries = await deliverCrewMessages(deps, recorded, body.channel, body.text);
      return { data: { channel: body.channel, deliveries } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/twilio/messages',
      tag,
      access: 'user',
      query: CrewMessagesQuerySchema,
      summary: 'The tour’s text messages, newest first, with their delivery status (managers)',
      response: v.array(CrewMessageSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ query }, { deps, user }) => ({
      data: await listCrewMessages(deps.database.db, user, query.tourId),
    }),
  ),
];
