/**
 * Row helpers the local effects share: an update copies only the fields a write names, and a
 * re-applied create keeps the place its row already has.
 */
import type { Table } from 'dexie';

/** The changes a write names (undefined = untouched), over the row: field by field. */
export function patched<T extends object>(row: T, changes: object): T {
  const next = { ...row };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

type TourRow = { id: string; tourId: string };

/** An update of one row: the named fields over the stored row (a row the device lacks is left alone). */
export async function patchRow<T extends TourRow>(table: Table<T, string>, id: string, changes: object) {
  const row = await table.get(id);
  if (!row) return null;
  await table.put(patched(row, changes));
  return row.tourId;
}

/** A delete of one row without children of its own (those go through cascade.ts). */
export async function removeRow<T extends TourRow>(table: Table<T, string>, id: string) {
  const row = await table.get(id);
  if (!row) return null;
  await table.delete(id);
  return row.tourId;
}

/** After the last of `rows`, leaving out the row being placed (a re-applied create). */
export const nextPosition = (rows: readonly { id: string; position: number }[], id: string) =>
  rows.reduce((last, row) => (row.id === id ? last : Math.max(last, row.position + 1)), 0);
