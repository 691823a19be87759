/**
 * The rows of a report, cell by cell, as its creator sees the tour: each subject reads through the
 * app's own services (the same visibility as the screens and the sync pull), then every row is
 * turned into the report's columns. Progress is told every ~10 % of the rows, never per row.
 */
import { type ReportColumn, reportColumnGroup } from '#contract/reports';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { eventRows } from './report-event-rows';
import { peopleRows } from './report-people-rows';
import { travelRows } from './report-travel-rows';

/** What a subject read: one context per row, and how a column's cell is read from it. */
export interface RowSource<C> {
  contexts: C[];
  cell(context: C, key: string): string;
}

export interface RowsRequest {
  subject: 'people' | 'events' | 'travel';
  tourId: string;
  fromDate: string | null;
  toDate: string | null;
  columns: ReportColumn[];
}

/** `share` of the 0–1 stretch of progress that turning contexts into cells covers. */
export type ProgressTick = (share: number) => Promise<void>;

async function toCells<C>(source: RowSource<C>, keys: string[], tick: ProgressTick): Promise<string[][]> {
  const rows: string[][] = [];
  const step = Math.max(1, Math.ceil(source.contexts.length / 10));
  for (const [index, context] of source.contexts.entries()) {
    rows.push(keys.map((key) => source.cell(context, key)));
    if ((index + 1) % step === 0) await tick((index + 1) / source.contexts.length);
  }
  return rows;
}

export async function buildRows(
  db: Queryable,
  creator: AuthUser,
  request: RowsRequest,
  tick: ProgressTick,
): Promise<string[][]> {
  const keys = request.columns.map((column) => column.key);
  const uses = (group: string) => keys.some((key) => reportColumnGroup(key) === group);
  switch (request.subject) {
    case 'people':
      return toCells(await peopleRows(db, creator, request.tourId, uses('supplemental')), keys, tick);
    case 'events':
      return toCells(await eventRows(db, creator, request, uses('production')), keys, tick);
    case 'travel':
      return toCells(await travelRows(db, creator, request), keys, tick);
  }
}
