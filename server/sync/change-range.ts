/** What every table's change reader shares: the version range of a page and the row → change shape. */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Change } from '#contract/sync';

export interface ChangeRow extends Change {
  /** For visibility filtering of events and their assignments. */
  eventId?: string;
  /** Rows only their owner and the tour's managers receive (guest list requests). */
  ownerUserId?: string;
  /** Rows of a conversation: only its members receive them (managers too, only if members). */
  roomId?: string;
}

export type Range = { tourId: string; since: number; upTo: number; limit?: number; exactVersion?: number };

export function versionFilter(column: AnyPgColumn, range: Range) {
  return range.exactVersion !== undefined
    ? eq(column, range.exactVersion)
    : and(gt(column, range.since), lte(column, range.upTo));
}

export const op = (deletedAt: Date | null) => (deletedAt ? 'delete' : 'upsert');
