import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '#contract/messages';
import { onSessionEnded, type SessionEndReason } from '../api/session';
import { forgetScreenCopies } from './last-screen/last-screen-store';
import type { createAppRouter } from './router';

const SESSION_TOAST_ID = 'session-ended';

const SESSION_END_MESSAGES: Record<SessionEndReason, string | null> = {
  expired: MESSAGES.unauthorized,
  'signed-out': null,
  'account-removed': 'Your account has been removed.',
};

/** Whatever ended the session, nothing cached for that user may outlive it (docs/api.md). */
export function handleEndedSessions(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): void {
  onSessionEnded((reason) => {
    queryClient.removeQueries();
    // So are the pictures of their screens (src/app/last-screen).
    forgetScreenCopies(localStorage);
    // The saved answers (src/app/query-persistence.ts) leave the device with the session.
    void import('./query-persistence').then(({ forgetSavedQueries }) => forgetSavedQueries());
    // The outbox stays in the user's database and resumes when the same user signs in again.
    // Loaded on demand: the sign-in screens must not carry the offline layer (Dexie).
    void import('../offline/user-sync').then(({ stopSync }) => stopSync());
    const message = SESSION_END_MESSAGES[reason];
    // Told once the login screen is up: toasted before, a slow navigation (the login screen's code
    // loading on a busy phone) could use up the toast's seconds before anyone sees it.
    const tell = () => {
      // sonner on demand: it stays out of the first screen's JS (src/app/toasts.tsx).
      if (message) void import('sonner').then(({ toast }) => toast.info(message, { id: SESSION_TOAST_ID }));
    };
    void router.navigate({ to: '/login', replace: true }).then(tell, tell);
  });
}
