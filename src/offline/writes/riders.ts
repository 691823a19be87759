/**
 * The writes of a rider and its section lines. Every part is its own row, so an effect touches one
 * row and another device's edits of the same section stay intact. Effects are re-applied on top of
 * every pulled page, so a row that already exists keeps its place (a new line goes after the
 * section's last only once).
 */

import { RIDER_TYPES, templateLineId } from '#contract/rider-types';
import { RIDER_SECTION_LABELS } from '#contract/riders';
import { deleteWithChildren } from '../cascade';
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { nextPosition, patched, patchRow, removeRow } from './rows';

type RiderName =
  | 'rider.create'
  | 'rider.update'
  | 'rider.delete'
  | 'rider.addItem'
  | 'rider.updateItem'
  | 'rider.deleteItem';

export const RIDER_WRITES = {
  /**
   * A new rider with its type's template lines. The lines' ids come from `templateLineId`, exactly
   * as the server makes them, so the pull replaces these copies instead of adding a second set.
   * Lines are copied only when the rider is new on this device: a re-applied create must not bring
   * back a template line the user has since deleted or restore one they edited.
   */
  'rider.create': {
    async effect(db, args, ctx) {
      const tour = await db.tours.get(args.tourId);
      if (!tour) return null;
      const { id, name, type, notes } = args.rider;
      const existing = await db.riders.get(id);
      await db.riders.put({ id, tourId: tour.id, name, type, notes: notes ?? null, updatedAt: ctx.at });
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
    },
    touches: (args) => [args.rider.id],
    createdKey: 'rider',
    describe: (args) => `New rider: “${excerpt(args.rider.name)}”`,
  },
  'rider.update': {
    async effect(db, args, ctx) {
      const rider = await db.riders.get(args.id);
      if (!rider) return null;
      await db.riders.put({ ...patched(rider, args.changes), updatedAt: ctx.at });
      return rider.tourId;
    },
    touches: touchesId,
    describe: () => 'Rider change',
  },
  'rider.delete': {
    async effect(db, args) {
      const rider = await db.riders.get(args.id);
      if (!rider) return null;
      // Every part of it goes with it (contract/sync-cascade.ts), like on the server.
      await deleteWithChildren(db, 'rider', [rider.id]);
      return rider.tourId;
    },
    touches: touchesId,
    describe: () => 'Deleting a rider',
  },
  'rider.addItem': {
    async effect(db, args) {
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
    },
    touches: (args) => [args.item.id],
    createdKey: 'item',
    describe: (args) =>
      `New ${RIDER_SECTION_LABELS[args.item.section].toLowerCase()} line: “${excerpt(args.item.label)}”`,
  },
  'rider.updateItem': {
    effect: (db, args) => patchRow(db.riderItems, args.id, args.changes),
    touches: touchesId,
    describe: (args) =>
      args.changes.label ? `Rider line change: “${excerpt(args.changes.label)}”` : 'Rider line change',
  },
  'rider.deleteItem': {
    effect: (db, args) => removeRow(db.riderItems, args.id),
    touches: touchesId,
    describe: () => 'Deleting a rider line',
  },
} satisfies MutationDeclarations<RiderName>;
