import type { Queryable } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AdminActor = { id: string; email: string };

export type AdminAction = {
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, string | number | boolean | null>;
};

/**
 * Records one admin write. Call it with the transaction that makes the write, so a write is never
 * kept without its record (nor a record without its write).
 */
export async function recordAdminAction(
  q: Queryable,
  actor: AdminActor,
  what: AdminAction,
  now: Date,
): Promise<void> {
  await q.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: what.action,
    targetType: what.targetType,
    targetId: what.targetId,
    detail: what.detail ?? {},
    createdAt: now,
  });
}
