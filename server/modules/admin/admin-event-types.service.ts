import type { AdminEventType, EventTypeEntry } from '#contract/event-types';
import type { Queryable } from '../../db/client';
import {
  createEventType,
  eventCountsByType,
  listEventTypes,
  renameEventType,
} from '../events/event-types.service';
import { type AdminActor, recordAdminAction } from './admin-audit';

/** Every event type with how many events use it. */
export async function listAdminEventTypes(q: Queryable): Promise<AdminEventType[]> {
  const types = await listEventTypes(q);
  const counts = await eventCountsByType(q);
  return types.map((type) => ({ ...type, events: counts.get(type.type) ?? 0 }));
}

/** An added type, recorded; the event form offers it from the next read of the types. */
export async function addEventType(
  tx: Queryable,
  actor: AdminActor,
  label: string,
  now: Date,
): Promise<EventTypeEntry> {
  const entry = await createEventType(tx, label, now);
  await recordAdminAction(
    tx,
    actor,
    { action: 'eventType.create', targetType: 'eventType', targetId: entry.type, detail: { name: label } },
    now,
  );
  return entry;
}

/** A renamed type, recorded with its old and new name. */
export async function renameAdminEventType(
  tx: Queryable,
  actor: AdminActor,
  code: string,
  label: string,
  now: Date,
): Promise<EventTypeEntry> {
  const { from, entry } = await renameEventType(tx, code, label, now);
  await recordAdminAction(
    tx,
    actor,
    { action: 'eventType.rename', targetType: 'eventType', targetId: code, detail: { from, to: label } },
    now,
  );
  return entry;
}
