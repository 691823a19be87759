/** The test-mode provider's in-app checkout page (404 when Stripe is configured). */
import { TestCheckoutParamSchema, TestCheckoutSchema } from '#contract/subscriptions';
import { defineRoute } from '../../http/route';
import { abandonTestCheckout, payTestCheckout, readTestCheckout } from './test-checkout.service';

const tag = 'Subscriptions';

export const testCheckoutRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/stripe/test-checkout/{sessionId}',
      tag,
      access: 'user',
      params: TestCheckoutParamSchema,
      summary: 'Test mode: your open checkout session and its price',
      response: TestCheckoutSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: readTestCheckout(deps.billing, user, params.sessionId),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/stripe/test-checkout/{sessionId}/pay',
      tag,
      access: 'user',
      params: TestCheckoutParamSchema,
      summary: 'Test mode: pay — the subscription starts, through the same events as Stripe’s webhooks',
      response: TestCheckoutSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ params }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        payTestCheckout(tx, deps.billing, user, params.sessionId, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/stripe/test-checkout/{sessionId}/cancel',
      tag,
      access: 'user',
      params: TestCheckoutParamSchema,
      summary: 'Test mode: leave the checkout without paying',
      response: TestCheckoutSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: abandonTestCheckout(deps.billing, user, params.sessionId),
    }),
  ),
];
