import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '#contract/admin-overviews';

/** `%text%` for ILIKE, with the pattern characters the admin typed taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows whose any of `columns` contains `search` (no condition when the search is blank). */
export function matchesSearch(search: string, columns: AnyColumn[]): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** LIMIT/OFFSET of a 1-based page. */
export const pageWindow = (page: number) => ({
  limit: ADMIN_PAGE_SIZE,
  offset: (page - 1) * ADMIN_PAGE_SIZE,
});

/** The total of matches, read with the page's rows in one query. */
export const totalCount = () => sql<number>`count(*) over ()`.mapWith(Number);

/** A page answer: `total` comes from any row, or is 0 when the page is empty. */
export function pageOf<T extends { total: number }>(rows: T[], page: number) {
  const total = rows[0]?.total ?? 0;
  const items = rows.map(({ total: _total, ...item }) => item);
  return { items, total, page, pageSize: ADMIN_PAGE_SIZE };
}
