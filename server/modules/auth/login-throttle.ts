/**
 * Password guessing without lockout (OWASP "blocking brute force attacks"): failed sign-ins are
 * counted per account AND device budget. A device that signed in to the account before (its device
 * cookie) has a budget of its own; every other device shares the account's 'untrusted' budget, so an
 * attacker spends only that one and the owner's device still signs in. Each consecutive failure of
 * a budget also waits longer before it is answered. Owns the login_failures table.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import { rateLimited } from '../../http/rate-limit';

/** Consecutive failures a budget may have within the window before its sign-ins are refused. */
export const LOGIN_FAILURE_BUDGET = 10;
/** Seconds after a budget's last failure until it opens again (and its count starts afresh). */
export const LOGIN_FAILURE_WINDOW_SECONDS = 300;
const DELAY_BASE_MS = 100;
const DELAY_MAX_MS = 5000;

export const UNTRUSTED_DEVICE = 'untrusted';

/** How long the answer to the Nth consecutive failure waits: min(2^N × 100 ms, 5 s). */
export function loginFailureDelayMs(consecutiveFailures: number): number {
  return Math.min(2 ** consecutiveFailures * DELAY_BASE_MS, DELAY_MAX_MS);
}

const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
const budgetOf = (email: string, device: string) =>
  and(eq(loginFailures.email, email), eq(loginFailures.device, device));

/** Refuses (429) a sign-in whose budget is spent, before the password is even checked. */
export async function requireLoginBudget(db: Queryable, email: string, device: string, now: Date) {
  const [row] = await db.select().from(loginFailures).where(budgetOf(email, device));
  if (!row || row.failures < LOGIN_FAILURE_BUDGET) return;
  const opensAt = row.lastFailedAt.getTime() + windowMs;
  if (opensAt > now.getTime()) throw rateLimited(Math.ceil((opensAt - now.getTime()) / 1000));
}

/** Counts a failure; a failure after a quiet window starts the count afresh. Returns the count. */
export async function recordLoginFailure(db: Queryable, email: string, device: string, now: Date) {
  const stale = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(loginFailures)
    .values({ email, device, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.device],
      set: {
        failures: sql`case when ${loginFailures.lastFailedAt} <= ${stale.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures ?? 1;
}

/** A success: the budget it used starts afresh. */
export async function clearLoginFailures(db: Queryable, email: string, device: string) {
  await db.delete(loginFailures).where(budgetOf(email, device));
}
