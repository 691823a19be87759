/**
 * Owns the `roadie-screen:` entries in localStorage: the last rendered markup of a few signed-in
 * screens, keyed by user and path, painted at the next start while the app loads
 * (./last-screen-paint.ts). A copy is only used by the user who saw it, with the stylesheet it was
 * rendered against; it leaves the device with the session, like the saved answers.
 */

const PREFIX = 'roadie-screen:';
/** Copies kept on the device; the oldest goes first. A daysheet's markup is ~30–60 KB. */
export const KEPT_SCREENS = 4;

export type ScreenCopy = { html: string; styles: string; savedAt: number };

const keyFor = (userId: string, path: string) => `${PREFIX}${userId}:${path}`;

function parse(raw: string | null): ScreenCopy | null {
  if (!raw) return null;
  try {
    const copy = JSON.parse(raw) as Partial<ScreenCopy>;
    return typeof copy.html === 'string' &&
      typeof copy.styles === 'string' &&
      typeof copy.savedAt === 'number'
      ? { html: copy.html, styles: copy.styles, savedAt: copy.savedAt }
      : null;
  } catch {
    return null;
  }
}

export function readScreenCopy(storage: Storage, userId: string, path: string): ScreenCopy | null {
  return parse(storage.getItem(keyFor(userId, path)));
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let at = 0; at < storage.length; at += 1) {
    const key = storage.key(at);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

export function writeScreenCopy(storage: Storage, userId: string, path: string, copy: ScreenCopy): void {
  try {
    storage.setItem(keyFor(userId, path), JSON.stringify(copy));
    const keys = keysOf(storage);
    // Each copy is read only when there is one too many, not at every keep of a screen.
    if (keys.length <= KEPT_SCREENS) return;
    const oldestFirst = keys
      .map((key) => ({ key, savedAt: parse(storage.getItem(key))?.savedAt ?? 0 }))
      .sort((a, b) => a.savedAt - b.savedAt);
    for (const { key } of oldestFirst.slice(0, oldestFirst.length - KEPT_SCREENS)) {
      storage.removeItem(key);
    }
  } catch {
    // A full storage only costs the next start its early paint.
  }
}

/** Every copy, of every user: called when a session ends. */
export function forgetScreenCopies(storage: Storage): void {
  for (const key of keysOf(storage)) storage.removeItem(key);
}
