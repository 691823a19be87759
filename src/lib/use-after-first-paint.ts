import { useEffect, useState } from 'react';

/**
 * False until the browser has painted a render with `ready` true (the screen's data), then true: what is below the
 * fold (a daysheet's hotels, guest lists, notes, files) mounts a frame after what a crew member
 * opened the screen for (the run-of-show), instead of in the same long render. A message, not a
 * timer: background tabs throttle timers to a second or more.
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        if (!cancelled) setPainted(true);
      };
      channel.port2.postMessage(null);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [painted, ready]);
  return painted;
}
