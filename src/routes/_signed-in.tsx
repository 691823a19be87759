import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isApiError } from '../api/api-error';
import { isSignedIn } from '../api/auth-storage';
import { legalQueries } from '../api/legal.queries';
import { userQueries } from '../api/users.queries';
import type { AccessState } from '../lib/access';
import { cachedFirst } from '../lib/cached-first';

/**
 * Every signed-in screen: no token → /login. Loads the user and both acceptance checks
 * (from the cache when there is one, refreshed in the background — offline navigation must never
 * wait on them) so the child guards can decide synchronously.
 */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: async ({ context: { queryClient } }): Promise<{ access: AccessState }> => {
    if (!isSignedIn()) throw redirect({ to: '/login', replace: true });
    try {
      const [user, terms, privacy] = await Promise.all([
        cachedFirst(queryClient, userQueries.current()),
        cachedFirst(queryClient, legalQueries.acceptance('terms')),
        cachedFirst(queryClient, legalQueries.acceptance('privacy')),
      ]);
      return {
        access: {
          hasAcceptedTerms: terms.accepted,
          hasAcceptedPrivacyPolicy: privacy.accepted,
          status: user.status,
        },
      };
    } catch (error) {
      // The API client has already ended the session; this only stops the guarded screen rendering.
      if (isApiError(error) && error.status === 401) throw redirect({ to: '/login', replace: true });
      throw error;
    }
  },
  component: Outlet,
});
