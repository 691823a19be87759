import { describe, expect, it } from 'vitest';
import { statusLine } from '../../src/features/sync/sync-indicator';
import { tourArriving } from '../../src/offline/mirror';
import { pullProgress } from '../../src/offline/pull-progress';
import { IDLE_STATUS, pullPercent } from '../../src/offline/sync-status';

function told(spans: Record<string, { from: number; to: number }>) {
  const shares: number[] = [];
  const progress = pullProgress(new Map(Object.entries(spans)), (share) => shares.push(share));
  return { shares, written: progress.written };
}

describe('pull progress', () => {
  it('tells the share of all due tours’ versions written, once a page says more follow', () => {
    const { shares, written } = told({ a: { from: 0, to: 10 }, b: { from: 5, to: 15 } });
    written('a', { version: 4, hasMore: true });
    written('a', { version: 10, hasMore: false });
    written('b', { version: 9, hasMore: true });
    written('b', { version: 15, hasMore: false });
    expect(shares).toEqual([0.2, 0.5, 0.7, 1]);
  });

  it('stays silent while every page has been a tour’s only one', () => {
    const { shares, written } = told({ a: { from: 0, to: 3 }, b: { from: 2, to: 4 } });
    written('a', { version: 3, hasMore: false });
    expect(shares).toEqual([]);
    written('b', { version: 3, hasMore: true });
    written('b', { version: 4, hasMore: false });
    expect(shares).toEqual([0.8, 1]);
  });

  it('counts a tour that moved on since the list was read as whole, never more', () => {
    const { shares, written } = told({ a: { from: 0, to: 4 } });
    written('a', { version: 2, hasMore: true });
    written('a', { version: 9, hasMore: false });
    expect(shares).toEqual([0.5, 1]);
  });

  it('shows the share in the header while syncing, rounded down', () => {
    const syncing = { ...IDLE_STATUS, syncing: true };
    expect(statusLine({ ...syncing, pullShare: 0.456 }, true)?.text).toBe('Syncing… 45%');
    expect(statusLine({ ...syncing, pullShare: 0.999 }, true)?.text).toBe('Syncing… 99%');
    expect(statusLine(syncing, true)?.text).toBe('Syncing…');
    expect(statusLine({ ...IDLE_STATUS, pullShare: 0.5 }, true)?.text).toBe('All changes saved');
  });

  it('shows 1% once anything is written, so a long pull of small pages never reads as stuck', () => {
    expect(pullPercent(0)).toBe('0%');
    expect(pullPercent(0.0004)).toBe('1%');
    expect(pullPercent(0.013)).toBe('1%');
    expect(pullPercent(0.02)).toBe('2%');
    expect(pullPercent(1)).toBe('100%');
  });

  it('takes a tour as still arriving while its cursor is behind its version, and only then', () => {
    expect(tourArriving({ version: 9 }, { version: 4 })).toBe(true);
    expect(tourArriving({ version: 9 }, { version: 9 })).toBe(false);
    // A server that moved on since the page: the next pull brings it, the page itself was whole.
    expect(tourArriving({ version: 9 }, { version: 12 })).toBe(false);
    expect(tourArriving({ version: 9 }, undefined)).toBe(false);
  });

  it('does not take a pull rewound behind what the device holds for a tour arriving', () => {
    expect(tourArriving({ version: 9 }, { version: 4, held: 9 })).toBe(false);
    // The server moved on past what is held: those pages are still to come.
    expect(tourArriving({ version: 12 }, { version: 4, held: 9 })).toBe(true);
  });
});
