/**
 * pageEnd (server/sync/page-census.ts): where a pull page ends, from how many rows of each table
 * sit on each version. Pages hold whole versions only, never more than `limit` rows unless one
 * version alone is bigger, and a table counted to its limit + 1 ends the page before its overflow.
 */
import { describe, expect, it } from 'vitest';
import { pageEnd, type VersionCount } from '../../server/sync/page-census';

const at = (entity: VersionCount['entity'], version: number, rows: number): VersionCount => ({
  entity,
  version,
  rows,
});

describe('pageEnd', () => {
  it('reaches the tour’s version when everything in range fits (or nothing is in range)', () => {
    expect(pageEnd([at('event', 3, 2), at('note', 4, 1)], 5, 9)).toBe(9);
    expect(pageEnd([], 5, 9)).toBe(9);
  });

  it('ends on the last whole version that keeps the page within the limit', () => {
    expect(pageEnd([at('event', 2, 2), at('note', 2, 1), at('event', 3, 2), at('note', 4, 1)], 5, 9)).toBe(3);
    expect(pageEnd([at('event', 2, 3), at('event', 3, 3)], 5, 9)).toBe(2);
  });

  it('sends a version bigger than a page whole, alone', () => {
    expect(pageEnd([at('tourDay', 1, 10), at('tourPersonnel', 1, 1), at('tourDay', 2, 1)], 3, 2)).toBe(1);
    expect(pageEnd([at('event', 1, 2), at('eventPersonnel', 1, 2), at('note', 2, 1)], 3, 2)).toBe(1);
  });

  it('ends before the version of a table’s overflow row, which the census did not count whole', () => {
    // `event` counted to limit + 1 = 4 rows: its rows on version 5 may go on beyond the census.
    const census = [at('event', 2, 2), at('note', 3, 1), at('event', 5, 2)];
    expect(pageEnd(census, 3, 9)).toBe(3);
    // The first version is already the overflow's: it goes whole.
    expect(pageEnd([at('event', 2, 4)], 3, 9)).toBe(2);
  });
});
