/**
 * What a subscription unlocks — the ONE place that says so (the rule itself is `entitlementsOf` in
 * subscriptions.policy.ts). Gated today: creating a workspace team. Services call
 * `requireEntitlement` after their own access checks, so a stranger still gets 404, not 403.
 */

import { MESSAGES } from '#contract/messages';
import type { Entitlements } from '#contract/subscriptions';
import type { Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { currentSubscriptionRow } from './current-subscription';
import { entitlementsOf } from './subscriptions.policy';

export async function entitlementsFor(db: Queryable, userId: string, now: Date): Promise<Entitlements> {
  return entitlementsOf(await currentSubscriptionRow(db, userId), now);
}

/** 403 `subscription_required` unless the caller's subscription unlocks `feature`. */
export async function requireEntitlement(
  db: Queryable,
  userId: string,
  feature: keyof Entitlements,
  now: Date,
): Promise<void> {
  const entitlements = await entitlementsFor(db, userId, now);
  if (!entitlements[feature]) throw new AppError(403, 'subscription_required', MESSAGES.subscriptionRequired);
}
