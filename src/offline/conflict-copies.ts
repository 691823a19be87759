/**
 * Keeps the user's losing note text visible after a conflict (docs/offline-client.md): the original note
 * shows the server's kept value and a local "conflicting copy" holds the user's text until the
 * server's own copy (same `conflictOfId`, made by the push) arrives with a pull and replaces it.
 * It must never change the outbox.
 */
import * as v from 'valibot';
import type { MutationArgs } from '#contract/sync-mutations';
import { NoteSchema } from '#contract/tour-days';
import type { NoteRow, OutboxRow, RoadieDb } from './db';

const LOCAL_COPY_PREFIX = 'local-copy:';
export const localCopyId = (mutationId: string) => `${LOCAL_COPY_PREFIX}${mutationId}`;
export const isLocalCopy = (note: Pick<NoteRow, 'id'>) => note.id.startsWith(LOCAL_COPY_PREFIX);

/**
 * Runs inside the caller's transaction (notes + outbox). Returns the local copy's id and whether
 * the original now shows the server's value (else only a re-pull can restore it).
 */
export async function keepConflictingNote(
  db: RoadieDb,
  args: MutationArgs<'note.update'>,
  row: Pick<OutboxRow, 'mutationId' | 'createdAt'>,
  serverValue: unknown,
): Promise<{ copyId?: string; restored: boolean }> {
  const local = await db.notes.get(args.id);
  const server = v.safeParse(NoteSchema, serverValue);
  const base = server.success ? server.output : local;
  if (!base) return { restored: false };
  const id = localCopyId(row.mutationId);
  await db.notes.put({
    ...base,
    id,
    text: args.changes.text,
    authorId: db.userId,
    conflictOfId: args.id,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  });
  // The original shows what the server kept: its text, or nothing if it was deleted there.
  if (server.success) await db.notes.put(server.output);
  else if (serverValue === null) await db.notes.delete(args.id);
  return { copyId: id, restored: server.success || serverValue === null };
}

/** When the server's copies arrive, this device's placeholders for the same notes go. */
export async function dropReplacedCopies(db: RoadieDb, serverNotes: readonly NoteRow[]): Promise<void> {
  const originals = new Set(serverNotes.flatMap((note) => (note.conflictOfId ? [note.conflictOfId] : [])));
  if (originals.size === 0) return;
  const days = [...new Set(serverNotes.map((note) => note.tourDayId))];
  await db.notes
    .where('tourDayId')
    .anyOf(days)
    .filter((note) => isLocalCopy(note) && note.conflictOfId !== null && originals.has(note.conflictOfId))
    .delete();
}
