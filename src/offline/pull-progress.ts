/**
 * How far a pull has got, for the header's "Syncing… 40%": the share of the due tours' versions
 * written, told after each page once the pull has needed more than one page (a one-page pull is
 * over before anyone could read a share). A first sync of a big tour on a venue's Wi-Fi takes
 * many seconds; this says it is moving. Counted in versions, not rows: the server ends pages on
 * whole versions, and a tour's history is mostly small writes, so the two grow alike.
 */

/** The versions a tour's pull covers: from where the device stands to the server's version. */
export type PullSpan = { from: number; to: number };

export function pullProgress(spans: ReadonlyMap<string, PullSpan>, tell?: (share: number) => void) {
  const total = [...spans.values()].reduce((sum, span) => sum + Math.max(0, span.to - span.from), 0);
  const written = new Map<string, number>();
  let severalPages = false;
  return {
    /** A page of `tourId` that ends at `version` is written. */
    written(tourId: string, page: { version: number; hasMore: boolean }) {
      const span = spans.get(tourId);
      if (!tell || !span || total === 0) return;
      // A tour that moved on since the list was read ends past `to`: it counts as whole, no more.
      written.set(tourId, Math.min(Math.max(0, page.version - span.from), Math.max(0, span.to - span.from)));
      severalPages ||= page.hasMore;
      if (!severalPages) return;
      const sum = [...written.values()].reduce((a, b) => a + b, 0);
      tell(sum / total);
    },
  };
}
