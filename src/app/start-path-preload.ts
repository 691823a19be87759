/**
 * Imported first by src/main.tsx, so it runs before React, the router and the app evaluate. On a
 * device with a stored session it asks for the mirror — and with it the signed-in start path's file
 * — at once, while the rest of the entry is still being evaluated: the file streams in and V8
 * compiles it off the main thread meanwhile (scripts/compile-hints-plugin.ts), instead of being
 * asked for when main.tsx's own code runs, after the whole entry. Once it is in, that user's
 * mirror starts opening, while the router and the first screen load. A dynamic import, so Dexie
 * stays out of the sign-in screens' JS.
 */
import { storedUserId } from '../api/auth-storage';

const bootUserId = storedUserId();
if (bootUserId) {
  void import('../offline/user-sync').then(({ prepareUserDb }) => {
    // Signed out (or in as someone else) while it loaded: nothing to prepare.
    if (storedUserId() === bootUserId) prepareUserDb(bootUserId);
  });
}
