/**
 * The end of a session: refused by the server (a 401 no refresh could fix), signed out, or the
 * account removed. This module only clears the tokens; the app registers what the end means for
 * the UI (drop cached queries, tell the user, go to /login).
 */
import { clearAuth } from './auth-storage';

export type SessionEndReason = 'expired' | 'signed-out' | 'account-removed';
type SessionEndedHandler = (reason: SessionEndReason) => void;

let sessionEndedHandler: SessionEndedHandler = () => {};

export function onSessionEnded(handler: SessionEndedHandler): void {
  sessionEndedHandler = handler;
}

export function endSession(reason: SessionEndReason): void {
  clearAuth();
  sessionEndedHandler(reason);
}
