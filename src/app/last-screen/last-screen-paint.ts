/**
 * A signed-in screen painted from its last copy (./last-screen-store.ts) before the entry runs
 * (./paint-before-entry.ts): reopened on a slow phone, or offline, the day is on screen once the
 * page and its stylesheet are in, not after the entry, the router, the mirror and React's first
 * renders. The copy is a picture: inert (nothing in it can be pressed or focused) and hidden from
 * assistive technologies.
 * React renders the live app into a detached element meanwhile; once the live screen has its data
 * (./use-last-screen.ts) that element takes the copy's place in one step, so the document never
 * holds the two at once and no skeleton flashes between them.
 */
import { storedUserId } from '../../api/auth-storage';
import { clearCopy, holdsCopyOf, paintCopy } from './paint-copy';

/**
 * The longest a copy stands in. A live screen says when it is ready; this is for a start that never
 * gets there (a screen that fails without telling), so a picture never outlives a working app.
 */
const LONGEST_STAND_IN_MS = 10_000;

let standIn: { copy: HTMLElement; live: HTMLElement; path: string; timer: number } | null = null;

/**
 * Stands the copy of this path in `root` if the signed-in user has one, as painted by the script
 * that ran before the entry (./paint-before-entry.ts); returns where React renders. A build always
 * has that script, and where it painted nothing there is nothing to paint: the copy is looked up
 * again only under `npm run dev`, which has no such script.
 */
export function paintLastScreen(root: HTMLElement): HTMLElement {
  const userId = storedUserId();
  const path = window.location.pathname;
  const standing =
    userId !== null &&
    (holdsCopyOf(root, userId, path) || (import.meta.env.DEV && paintCopy(root, userId, path)));
  if (!standing) {
    clearCopy(root);
    return root;
  }
  const live = document.createElement('div');
  standIn = { copy: root, live, path, timer: window.setTimeout(handOverLastScreen, LONGEST_STAND_IN_MS) };
  return live;
}

/** The live app takes the copy's place (nothing happens without a copy standing in). */
export function handOverLastScreen(): void {
  if (!standIn) return;
  const { copy, live, timer } = standIn;
  standIn = null;
  window.clearTimeout(timer);
  live.id = copy.id;
  copy.replaceWith(live);
}

/** The router settled somewhere other than the copy's screen (a redirect, a link): no more copy. */
export function handOverUnlessAt(pathname: string): void {
  if (standIn && standIn.path !== pathname) handOverLastScreen();
}
