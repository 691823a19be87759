/**
 * The billing provider's webhooks: public (no session, no Idempotency-Key) but nothing is read
 * before the signature checks out on the RAW body; a bad or stale signature is 400 and changes
 * nothing. One endpoint takes every event type; the three per-type paths take only their own.
 */
import type { Context } from 'hono';
import { MESSAGES } from '#contract/messages';
import { WebhookReceiptSchema } from '#contract/subscriptions';
import { type BillingEventKind, WebhookRejected } from '../../adapters/billing/billing-provider';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { applyBillingEvent } from './apply-event';

const tag = 'Subscriptions';

const rejected = () => new AppError(400, 'validation_failed', MESSAGES.webhookInvalid);

async function receive(c: Context<AppEnv>, only: BillingEventKind | null) {
  const deps = c.get('deps');
  const raw = await c.req.text();
  let event: ReturnType<typeof deps.billing.parseWebhook>;
  try {
    event = deps.billing.parseWebhook(raw, c.req.header('stripe-signature'));
  } catch (error) {
    if (error instanceof WebhookRejected) {
      // The reason only, never the body or the header (they carry the signature).
      deps.logger.warn('billing webhook rejected', { reason: error.message });
      throw rejected();
    }
    throw error;
  }
  // A verified event of a type this path is not for: refused, so a misconfigured endpoint shows.
  if (only && event && event.kind !== only) throw rejected();
  if (!event) return { received: true as const, duplicate: false };
  const applied = await deps.database.db.transaction((tx) =>
    applyBillingEvent(tx, deps.billing.name, event, deps.now()),
  );
  return { received: true as const, duplicate: applied.duplicate };
}

const webhook = <P extends string>(path: P, only: BillingEventKind | null, summary: string) =>
  defineRoute(
    {
      method: 'post',
      path,
      tag,
      access: 'public',
      summary,
      response: WebhookReceiptSchema,
      errors: [400],
    },
    async (_input, { c }) => ({ data: await receive(c, only) }),
  );

export const webhooksRoutes = [
  webhook(
    '/stripe/webhooks',
    null,
    'Stripe webhook (signed): invoice.payment_succeeded, customer.subscription.updated/deleted; other types acknowledged',
  ),
  webhook(
    '/stripe/webhooks/invoice-payment-succeeded',
    'invoice.payment_succeeded',
    'Stripe webhook (signed): invoice.payment_succeeded only',
  ),
  webhook(
    '/stripe/webhooks/subscription-updated',
    'customer.subscription.updated',
    'Stripe webhook (signed): customer.subscription.updated only',
  ),
  webhook(
    '/stripe/webhooks/subscription-deleted',
    'customer.subscription.deleted',
    'Stripe webhook (signed): customer.subscription.deleted only',
  ),
];
