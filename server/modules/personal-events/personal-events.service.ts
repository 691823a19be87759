/** A user's personal events: every query is scoped to the owner, so anyone else's id is "not found". */
import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '#contract/messages';
import {
  type CreatePersonalEvent,
  END_BEFORE_START,
  type PersonalEvent,
  type UpdatePersonalEvent,
} from '#contract/personal-events';
import type { Queryable } from '../../db/client';
import { personalEvents } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { overlapsDates } from '../calendar/date-range';

type PersonalEventRow = typeof personalEvents.$inferSelect;

export const toPersonalEvent = (row: PersonalEventRow): PersonalEvent => ({
  id: row.id,
  type: 'PERSONAL',
  title: row.title,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  timeZone: row.timeZone,
  location: row.location,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPersonalEvents(
  db: Queryable,
  actor: AuthUser,
  range: { from?: string; to?: string },
) {
  const rows = await db
    .select()
    .from(personalEvents)
    .where(and(eq(personalEvents.userId, actor.id), ...overlapsDates(personalEvents, range)))
    .orderBy(asc(personalEvents.startAt), asc(personalEvents.id));
  return rows.map(toPersonalEvent);
}

async function requireOwn(db: Queryable, actor: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(personalEvents)
    .where(and(eq(personalEvents.id, id), eq(personalEvents.userId, actor.id)));
  if (!row) throw notFound();
  return row;
}

export async function getPersonalEvent(db: Queryable, actor: AuthUser, id: string) {
  return toPersonalEvent(await requireOwn(db, actor, id));
}

/**
 * The caller's own event under a chosen id is a clash they may be told about (409); anyone else's is
 * "not found", like every id they cannot see (docs/api.md "Client-made ids").
 */
async function requireFreeId(db: Queryable, actor: AuthUser, id: string | undefined) {
  if (!id) return;
  const [taken] = await db
    .select({ userId: personalEvents.userId })
    .from(personalEvents)
    .where(eq(personalEvents.id, id));
  if (!taken) return;
  if (taken.userId !== actor.id) throw notFound();
  throw conflict(MESSAGES.idTaken, { id: MESSAGES.idTaken });
}

export async function createPersonalEvent(
  db: Queryable,
  actor: AuthUser,
  input: CreatePersonalEvent,
  now: Date,
) {
  await requireFreeId(db, actor, input.id);
  const [row] = await db
    .insert(personalEvents)
    .values({
      id: input.id,
      userId: actor.id,
      title: input.title,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
      timeZone: input.timeZone,
      location: input.location,
      notes: input.notes,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('personal event insert returned nothing');
  return toPersonalEvent(row);
}

export async function updatePersonalEvent(
  db: Queryable,
  actor: AuthUser,
  id: string,
  input: UpdatePersonalEvent,
  now: Date,
) {
  const current = await requireOwn(db, actor, id);
  const startAt = input.startAt ? new Date(input.startAt) : current.startAt;
  const endAt = input.endAt ? new Date(input.endAt) : current.endAt;
  // One bound may be sent alone: the pair is checked against the stored other bound.
  if (startAt > endAt) throw validationFailed({ endAt: END_BEFORE_START }, END_BEFORE_START);
  const { type: _alwaysPersonal, ...fields } = input;
  const [row] = await db
    .update(personalEvents)
    .set({ ...fields, startAt, endAt, updatedAt: now })
    .where(eq(personalEvents.id, id))
    .returning();
  return toPersonalEvent(row ?? current);
}

export async function deletePersonalEvent(db: Queryable, actor: AuthUser, id: string) {
  await requireOwn(db, actor, id);
  await db.delete(personalEvents).where(eq(personalEvents.id, id));
}
