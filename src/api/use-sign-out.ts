import { useMutation } from '@tanstack/react-query';
import { logout } from './auth.api';
import { endSession } from './session';

/** Signs out on the server when it can; the local session ends either way (offline included). */
export function useSignOut() {
  return useMutation({
    // Works offline too: writes run at once (networkMode 'always', src/app/query-client.ts), where a
    // paused mutation would leave the user stuck signed in.
    mutationFn: async () => {
      // This device stops getting the user's notifications (needs the session: before the logout).
      if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
        await import('./push-device').then((push) => push.forgetPushOnSignOut()).catch(() => {});
      }
      try {
        await logout();
      } catch {
        // The refresh token expires on its own; keeping the user signed in here would be worse.
      }
    },
    onSettled: () => endSession('signed-out'),
  });
}
