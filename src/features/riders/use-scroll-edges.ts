import { type RefObject, useEffect, useState } from 'react';

export type ScrollEdges = { left: boolean; right: boolean };

/** Whether a sideways-scrolling strip has more to show on either side; follows scrolls and resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const measure = () => {
      // One pixel of slack: zoomed layouts leave fractions that never scroll away.
      const left = strip.scrollLeft > 1;
      const right = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setEdges((old) => (old.left === left && old.right === right ? old : { left, right }));
    };
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    for (const child of strip.children) observer.observe(child);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}

/** Scrolls the strip sideways (only) so that `item` sits in its middle. */
export function centreInStrip(strip: HTMLElement, item: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  strip.scrollLeft += itemBox.left - stripBox.left - (stripBox.width - itemBox.width) / 2;
}
