import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import {
  CheckoutBodySchema,
  CheckoutSessionSchema,
  CurrentSubscriptionSchema,
  PauseBodySchema,
  PriceSchema,
  SubscriptionSchema,
} from '#contract/subscriptions';
import { defineRoute } from '../../http/route';
import type { Change } from './subscriptions.policy';
import {
  changeSubscription,
  readCurrentSubscription,
  readSubscription,
  startCheckout,
} from './subscriptions.service';

const tag = 'Subscriptions';

/** Resume, cancel now, cancel at period end: a change without input. */
const plainChange = <P extends string>(path: P, change: Exclude<Change, 'pause'>, summary: string) =>
  defineRoute(
    {
      method: 'patch',
      path,
      tag,
      access: 'user',
      params: IdParamSchema,
      summary,
      response: SubscriptionSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ params }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        changeSubscription(tx, deps.billing, user, params.id, change, deps.now()),
      ),
    }),
  );

export const subscriptionsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/stripe/prices',
      tag,
      access: 'user',
      summary: 'The subscription prices on sale',
      response: v.array(PriceSchema),
      errors: [401],
    },
    async (_input, { deps }) => ({ data: await deps.billing.listPrices() }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/stripe/checkout-session',
      tag,
      access: 'user',
      body: CheckoutBodySchema,
      summary:
        'Start buying a price: answers the checkout page’s URL (Stripe’s, or the in-app test checkout in test mode)',
      response: CheckoutSessionSchema,
      errors: [400, 401, 409],
    },
    async ({ body }, { deps, user }) => ({
      data: await startCheckout(deps.database.db, deps.billing, user, body.priceId, deps.config.appUrl),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/stripe-subscriptions/current',
      tag,
      access: 'user',
      summary: 'Your current subscription (or null) and what it unlocks',
      response: CurrentSubscriptionSchema,
      errors: [401],
    },
    async (_input, { deps, user }) => ({
      data: await readCurrentSubscription(deps.database.db, deps.billing, user.id, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/stripe-subscriptions/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One of your subscriptions',
      response: SubscriptionSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await readSubscription(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/stripe-subscriptions/{id}/pause',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: PauseBodySchema,
      summary: 'Pause an active subscription, until `pauseUntil` (a day) or, without it, until resumed',
      response: SubscriptionSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        changeSubscription(tx, deps.billing, user, params.id, 'pause', deps.now(), body.pauseUntil),
      ),
    }),
  ),
  plainChange('/stripe-subscriptions/{id}/resume', 'resume', 'Resume a paused subscription'),
  plainChange('/stripe-subscriptions/{id}/cancel', 'cancel', 'Cancel a subscription now'),
  plainChange(
    '/stripe-subscriptions/{id}/cancel-at-period-end',
    'cancel-at-period-end',
    'Cancel a subscription when the period paid for ends',
  ),
];
