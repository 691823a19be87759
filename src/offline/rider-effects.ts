/**
 * Local effects of the rider writes (see local-effects.ts): the same change the server makes, on
 * the mirror. Every part is its own row, so an effect touches one row and another device's edits
 * of the same section stay intact. Effects are re-applied on top of every pulled page, so a row
 * that already exists keeps its place (a new line goes after the section's last only once).
 */

import type { Table } from 'dexie';
import { RIDER_TYPES, templateLineId } from '#contract/rider-types';
import type { MutationArgs } from '#contract/sync-mutations';
import type { RoadieDb } from './db';
import { deleteRiderParts } from './rider-mirror';

type EffectResult = Promise<string | null>;
type Patchable = Record<string, unknown>;

/** The changes a write names (undefined = untouched), over the row: field by field. */
export function patched<T extends object>(row: T, changes: Patchable): T {
  const next = { ...row };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

type PartRow = { id: string; tourId: string };

/** A part's update: the named fields over the stored row (a row the device lacks is left alone). */
export async function patchRow<T extends PartRow>(table: Table<T, string>, id: string, changes: Patchable) {
  const row = await table.get(id);
  if (!row) return null;
  await table.put(patched(row, changes));
  return row.tourId;
}

/** A part's delete (its own row only: parts with parts of their own have their own effects). */
export async function removeRow<T extends PartRow>(table: Table<T, string>, id: string) {
  const row = await table.get(id);
  if (!row) return null;
  await table.delete(id);
  return row.tourId;
}

/** After the last of `rows`, leaving out the row being placed (a re-applied create). */
export const nextPosition = (rows: readonly { id: string; position: number }[], id: string) =>
  rows.reduce((last, row) => (row.id === id ? last : Math.max(last, row.position + 1)), 0);

/**
 * A new rider with its type's template lines. The lines' ids come from `templateLineId`, exactly
 * as the server makes them, so the pull replaces these copies instead of adding a second set.
 * Lines are copied only when the rider is new on this device: a re-applied create must not bring
 * back a template line the user has since deleted or restore one they edited.
 */
export async function riderCreate(
  db: RoadieDb,
  args: MutationArgs<'rider.create'>,
  at: string,
): EffectResult {
  const tour = await db.tours.get(args.tourId);
  if (!tour) return null;
  const { id, name, type, notes } = args.rider;
  const existing = await db.riders.get(id);
  await db.riders.put({ id, tourId: tour.id, name, type, notes: notes ?? null, updatedAt: at });
  if (!existing) {
    const lines = RIDER_TYPES.find((t) => t.id === type)?.items ?? [];
    await db.riderItems.bulkPut(
      lines.map((line, index) => ({
        id: templateLineId(id, index),
        tourId: tour.id,
        riderId: id,
        section: line.section,
        label: line.label,
        details: line.details,
        quantity: null,
        position: index,
      })),
    );
  }
  return tour.id;
}

export async function riderUpdate(
  db: RoadieDb,
  args: MutationArgs<'rider.update'>,
  at: string,
): EffectResult {
  const rider = await db.riders.get(args.id);
  if (!rider) return null;
  await db.riders.put({ ...patched(rider, args.changes), updatedAt: at });
  return rider.tourId;
}

export async function riderDelete(db: RoadieDb, args: MutationArgs<'rider.delete'>): EffectResult {
  const rider = await db.riders.get(args.id);
  if (!rider) return null;
  await deleteRiderParts(db, rider.id);
  return rider.tourId;
}

export async function riderAddItem(db: RoadieDb, args: MutationArgs<'rider.addItem'>): EffectResult {
  const rider = await db.riders.get(args.riderId);
  if (!rider) return null;
  const { id, section, label, details, quantity, position } = args.item;
  const existing = await db.riderItems.get(id);
  const siblings = await db.riderItems
    .where('riderId')
    .equals(rider.id)
    .filter((row) => row.section === section)
    .toArray();
  await db.riderItems.put({
    id,
    tourId: rider.tourId,
    riderId: rider.id,
    section,
    label,
    details: details ?? null,
    quantity: quantity ?? null,
    position: existing?.position ?? position ?? nextPosition(siblings, id),
  });
  return rider.tourId;
}
