import { asc, count, eq, isNull } from 'drizzle-orm';
import { EVENT_TYPE_MESSAGES, type EventTypeEntry, eventTypeCodeOf } from '#contract/event-types';
import { EVENT_TYPE_LABELS, EVENT_TYPES, eventTypeLabel } from '#contract/events';
import type { Queryable } from '../../db/client';
import { events, eventTypes } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';

const BUILT_IN: ReadonlySet<string> = new Set(EVENT_TYPES);

/** Start-up: the built-in types with their default names; one already there (maybe renamed) is kept. */
export async function ensureBuiltInEventTypes(q: Queryable, now: Date): Promise<void> {
  await q
    .insert(eventTypes)
    .values(
      EVENT_TYPES.map((code) => ({
        code,
        label: EVENT_TYPE_LABELS[code],
        builtIn: true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Every type: the built-in ones in their fixed order, then the added ones by age. A built-in type
 * without its row yet (a database the start-up has not seeded) answers its default name.
 */
export async function listEventTypes(q: Queryable): Promise<EventTypeEntry[]> {
  const rows = await q.select().from(eventTypes).orderBy(asc(eventTypes.createdAt), asc(eventTypes.code));
  const byCode = new Map(rows.map((row) => [row.code, row.label]));
  const builtIn = EVENT_TYPES.map((type) => ({
    type,
    label: byCode.get(type) ?? EVENT_TYPE_LABELS[type],
    builtIn: true,
  }));
  const added = rows
    .filter((row) => !BUILT_IN.has(row.code))
    .map((row) => ({ type: row.code, label: row.label, builtIn: false }));
  return [...builtIn, ...added];
}

/** The type an event is given must exist (built in, or added by an admin). */
export async function requireEventType(q: Queryable, code: string): Promise<void> {
  if (BUILT_IN.has(code)) return;
  const [row] = await q.select({ code: eventTypes.code }).from(eventTypes).where(eq(eventTypes.code, code));
  if (!row) throw validationFailed({ type: EVENT_TYPE_MESSAGES.unknownType });
}

/** How many live events use each type (the admin's list shows it). */
export async function eventCountsByType(q: Queryable): Promise<Map<string, number>> {
  const rows = await q
    .select({ type: events.type, n: count() })
    .from(events)
    .where(isNull(events.deletedAt))
    .groupBy(events.type);
  return new Map(rows.map((row) => [row.type, row.n]));
}

/** Names are unique among the current names (case aside); a type may keep its own. */
async function requireFreeLabel(q: Queryable, label: string, except?: string) {
  const wanted = label.toLowerCase();
  const clash = (await listEventTypes(q)).some((t) => t.type !== except && t.label.toLowerCase() === wanted);
  if (clash) throw validationFailed({ label: EVENT_TYPE_MESSAGES.labelTaken });
}

/** A new type: its code is made from the name (a suffix when that code is used already). */
export async function createEventType(q: Queryable, label: string, now: Date): Promise<EventTypeEntry> {
  await requireFreeLabel(q, label);
  const base = eventTypeCodeOf(label);
  if (!base) throw validationFailed({ label: EVENT_TYPE_MESSAGES.noCode });
  let code = base;
  for (let n = 2; BUILT_IN.has(code) || (await typeRow(q, code)); n += 1) code = `${base}_${n}`;
  await q.insert(eventTypes).values({ code, label, builtIn: false, createdAt: now, updatedAt: now });
  return { type: code, label, builtIn: false };
}

async function typeRow(q: Queryable, code: string) {
  const [row] = await q.select().from(eventTypes).where(eq(eventTypes.code, code));
  return row;
}

/** A new name for any type, built in or added; the events keep their code, so every screen shows it. */
export async function renameEventType(q: Queryable, code: string, label: string, now: Date) {
  const row = await typeRow(q, code);
  if (!row && !BUILT_IN.has(code)) throw notFound();
  await requireFreeLabel(q, label, code);
  const from = row?.label ?? eventTypeLabel(code);
  await q
    .insert(eventTypes)
    .values({ code, label, builtIn: BUILT_IN.has(code), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: eventTypes.code, set: { label, updatedAt: now } });
  return { from, entry: { type: code, label, builtIn: BUILT_IN.has(code) } };
}
