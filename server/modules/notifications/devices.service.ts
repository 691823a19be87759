/**
 * The devices a person gets pushes on: one row per browser subscription, by its endpoint. The row
 * remembers the session that registered it; ending that session (sign-out) silences the device.
 */
import { and, eq } from 'drizzle-orm';
import { type MobileDevice, NOTIFICATION_MESSAGES } from '#contract/notifications';
import type { Queryable } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { validationFailed } from '../../http/errors';
import { endpointAllowed } from './notifications.policy';

export interface DeviceContext {
  actor: AuthUser;
  sessionId: string | null;
  now: Date;
  production: boolean;
}

/**
 * Registers (or refreshes) this browser's subscription for the caller. An endpoint registered by
 * someone else before (another person signed in on this browser) moves to the caller, and what
 * was still on its way to the previous person goes with the old row.
 */
export async function registerDevice(db: Queryable, context: DeviceContext, input: MobileDevice) {
  const { actor, sessionId, now } = context;
  if (!endpointAllowed(input.endpoint, context.production)) {
    throw validationFailed({ endpoint: NOTIFICATION_MESSAGES.endpoint });
  }
  const [existing] = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint));
  if (existing && existing.userId !== actor.id) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, existing.id));
  }
  const fields = {
    userId: actor.id,
    sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    updatedAt: now,
    failures: 0,
    lastError: null,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...fields, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields })
    .returning({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt });
  if (!row) throw new Error('push subscription upsert returned nothing');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** Forgets the caller's own subscription; someone else's endpoint, or an unknown one, changes nothing. */
export async function unregisterDevice(db: Queryable, actor: AuthUser, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)));
}
