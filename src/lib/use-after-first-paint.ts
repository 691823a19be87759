import { useEffect, useState } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * False until the browser has painted a render with `ready` true (the screen's data), then true:
 * what is below the fold (a daysheet's hotels, guest lists, notes, files) mounts a frame after what
 * a crew member opened the screen for (the run-of-show), instead of in the same long render.
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return;
    let cancelled = false;
    // The next frame, then the main thread given back once: that frame has been painted.
    const frame = requestAnimationFrame(() => {
      void yieldToMain().then(() => {
        if (!cancelled) setPainted(true);
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [painted, ready]);
  return painted;
}
