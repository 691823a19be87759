/**
 * For a screen worth opening instantly (the daysheet): once `shown` (its data on screen, not a
 * skeleton), the live screen takes the place of the copy painted at start (./last-screen-paint.ts),
 * and a copy of what it shows is kept for the next start — after its renders settle, and at once
 * when the page is hidden or left (a phone may end a backgrounded app without another word).
 * Parts marked `data-last-screen="omit"` are kept empty: the sync state must never be a picture of
 * an old one ("All changes saved" on an offline start).
 */
import { useEffect, useLayoutEffect } from 'react';
import { storedUserId } from '../../api/auth-storage';
import { handOverLastScreen } from './last-screen-paint';
import { writeScreenCopy } from './last-screen-store';
import { currentStyles } from './paint-copy';

/** Quiet time after the last change to the screen before a copy is taken. */
const SETTLE_MS = 300;

function keepCopy(root: HTMLElement, pathname: string): void {
  const userId = storedUserId();
  // The address moves before the next screen renders: a copy is only of what its path shows.
  if (!userId || window.location.pathname !== pathname) return;
  const clone = root.cloneNode(true) as HTMLElement;
  for (const omitted of clone.querySelectorAll('[data-last-screen="omit"]')) omitted.replaceChildren();
  // A dialog open when the page was left is not part of the screen the next start opens on.
  for (const dialog of clone.querySelectorAll('dialog')) dialog.remove();
  writeScreenCopy(localStorage, userId, pathname, {
    html: clone.innerHTML,
    styles: currentStyles(),
    savedAt: Date.now(),
  });
}

/**
 * `screen` names what is shown (the day's tour and date): a new one starts a new copy. Not the
 * router's location, on purpose: a screen subscribed to it renders once more on its way out, and a
 * render after the session's end asks the server for a user who is gone.
 */
export function useLastScreen(shown: boolean, screen: string): void {
  useLayoutEffect(() => {
    if (shown) handOverLastScreen();
  }, [shown]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another `screen` (the next day) is a new copy, of a new path.
  useEffect(() => {
    const root = document.getElementById('root');
    if (!shown || !root) return;
    const pathname = window.location.pathname;
    let timer: number | undefined;
    // Hiding a page, then leaving it, asks twice: a copy is written only if the screen changed.
    let changed = true;
    const keepNow = () => {
      window.clearTimeout(timer);
      if (!changed) return;
      changed = false;
      keepCopy(root, pathname);
    };
    const keepSoon = () => {
      changed = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(keepNow, SETTLE_MS);
    };
    const keepIfHidden = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    const observer = new MutationObserver(keepSoon);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    document.addEventListener('visibilitychange', keepIfHidden);
    window.addEventListener('pagehide', keepNow);
    keepSoon();
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('visibilitychange', keepIfHidden);
      window.removeEventListener('pagehide', keepNow);
    };
  }, [shown, screen]);
}

/** For a screen that must never stand behind an old copy (an error page): the live app at once. */
export function useNoLastScreen(): void {
  useLayoutEffect(handOverLastScreen, []);
}
