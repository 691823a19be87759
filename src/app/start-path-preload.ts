/**
 * Imported first by src/main.tsx, so it runs before React, the router and the app evaluate. On a
 * device with a stored session it asks for the mirror — and with it the signed-in start path's file
 * — at once, while the rest of the entry is still being evaluated: the file streams in and V8
 * compiles it off the main thread meanwhile (scripts/compile-hints-plugin.ts), instead of being
 * asked for when main.tsx's own code runs, after the whole entry.
 */
import { storedUserId } from '../api/auth-storage';

/** The user of the stored session when the page loaded, if any. */
export const bootUserId = storedUserId();

/** The mirror's module, already on its way for a stored session; null without one. */
export const bootUserSync = bootUserId ? import('../offline/user-sync') : null;
