/**
 * Runs `task` once the page has loaded and the main thread is first idle (at most `timeoutMs`
 * later, so a busy or hidden page still gets it): for work nothing on screen waits for — the
 * service worker's registration and update check, the sync's first requests — so that it comes
 * after what the user opened the app for, not in the middle of it. Outside a browser (tests in
 * Node) it runs on the next tick.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    setTimeout(task, 0);
    return;
  }
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(task, { timeout: timeoutMs });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
