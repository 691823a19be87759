/**
 * Paints a user's copy of a screen (./last-screen-store.ts) into #root. Shared by the script that
 * runs before the entry (./paint-before-entry.ts) and the entry itself (./last-screen-paint.ts,
 * which adopts that script's copy, or paints one under `npm run dev`, where the script does not run).
 * Light imports only: this is bundled into that script.
 */
import { readScreenCopy } from './last-screen-store';

/** The stylesheet a copy was rendered against: a copy from another build is not painted. */
export function currentStyles(): string {
  return document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? '';
}

const paintedFor = (userId: string, path: string) => `${userId} ${path}`;

/** Paints `userId`'s copy of `path` into `root` as a picture; false where there is none to paint. */
export function paintCopy(root: HTMLElement, userId: string, path: string): boolean {
  const saved = readScreenCopy(localStorage, userId, path);
  if (!saved || saved.styles !== currentStyles()) return false;
  root.innerHTML = saved.html;
  // Nothing in it can be pressed or focused, and assistive technologies skip it.
  root.inert = true;
  root.setAttribute('aria-hidden', 'true');
  root.dataset.copyOf = paintedFor(userId, path);
  return true;
}

/** Whether `root` already shows `userId`'s copy of `path` (painted before the entry ran). */
export function holdsCopyOf(root: HTMLElement, userId: string, path: string): boolean {
  return root.dataset.copyOf === paintedFor(userId, path);
}

/** Takes away a copy the entry will not stand behind (its stricter read of the session disagrees). */
export function clearCopy(root: HTMLElement): void {
  if (root.dataset.copyOf === undefined) return;
  root.replaceChildren();
  root.inert = false;
  root.removeAttribute('aria-hidden');
  delete root.dataset.copyOf;
}
