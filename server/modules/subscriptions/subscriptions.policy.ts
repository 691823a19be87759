/** Pure rules of the subscription lifecycle and of what a subscription unlocks. */
import type { Entitlements, SubscriptionStatus } from '#contract/subscriptions';
import { SUBSCRIPTION_MESSAGES } from '#contract/subscriptions';

export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
}

/** A subscription that is still running: a second checkout would buy twice. */
export const isRunning = (status: SubscriptionStatus) =>
  status === 'ACTIVE' || status === 'PAUSED' || status === 'PAST_DUE';

/**
 * Paid features are unlocked by an ACTIVE subscription (also one set to cancel at period end: it
 * was paid for), and by a PAUSED one until the end of the period already paid for — pausing stops
 * the next charges, not what was bought. PAST_DUE, INCOMPLETE, CANCELED and none unlock nothing.
 */
export function isEntitled(state: SubscriptionState | null, now: Date): boolean {
  if (!state) return false;
  if (state.status === 'ACTIVE') return true;
  if (state.status === 'PAUSED') return state.currentPeriodEnd !== null && now < state.currentPeriodEnd;
  return false;
}

/** Everything one subscription unlocks; one flag per gated feature. */
export function entitlementsOf(state: SubscriptionState | null, now: Date): Entitlements {
  return { createTeam: isEntitled(state, now) };
}

export type Change = 'pause' | 'resume' | 'cancel' | 'cancel-at-period-end';

/** Why a change does not apply to a subscription in this state; null when it does. */
export function refusalOf(change: Change, status: SubscriptionStatus): string | null {
  if (status === 'CANCELED') return SUBSCRIPTION_MESSAGES.ended;
  if (change === 'pause' && status !== 'ACTIVE') return SUBSCRIPTION_MESSAGES.notActive;
  if (change === 'resume' && status !== 'PAUSED') return SUBSCRIPTION_MESSAGES.notPaused;
  return null;
}

/** "Pause until" a day: collection resumes at that day's start (UTC); it must be after today. */
export function resumeDateOf(day: string | null | undefined, now: Date): Date | null | 'invalid' {
  if (!day) return null;
  const at = new Date(`${day}T00:00:00Z`);
  return at.getTime() > now.getTime() ? at : 'invalid';
}
