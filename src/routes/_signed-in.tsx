import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isApiError } from '../api/api-error';
import { isSignedIn } from '../api/auth-storage';
import { legalQueries } from '../api/legal.queries';
import { userQueries } from '../api/users.queries';
import type { AccessState } from '../lib/access';
import { cachedFirst, keepAnswersOnDevice, knownAnswer } from '../lib/cached-first';
import { readDeviceAnswers } from '../lib/device-answers';

type Answers = {
  status: AccessState['status'];
  terms: { accepted: boolean };
  privacy: { accepted: boolean };
};

const accessOf = ({ status, terms, privacy }: Answers): { access: AccessState } => ({
  access: { hasAcceptedTerms: terms.accepted, hasAcceptedPrivacyPolicy: privacy.accepted, status },
});

/**
 * The three answers now, from memory or ONE device read, when all are known and none is known to
 * be wrong (invalidated while online); each refreshes in the background. Null: wait for them.
 */
function knownAnswers(queryClient: QueryClient): Answers | null {
  const user = userQueries.current();
  const terms = legalQueries.acceptance('terms');
  const privacy = legalQueries.acceptance('privacy');
  keepAnswersOnDevice(queryClient, [user.queryKey, terms.queryKey, privacy.queryKey]);
  let device: unknown[] | undefined;
  // Read only when memory lacks one: a navigation inside the app never touches localStorage.
  const fromDevice =
    (at: number) =>
    <T,>(): T | undefined => {
      device ??= readDeviceAnswers([user.queryKey, terms.queryKey, privacy.queryKey]);
      return device[at] as T | undefined;
    };
  const knownUser = knownAnswer(queryClient, user, fromDevice(0));
  const knownTerms = knownAnswer(queryClient, terms, fromDevice(1));
  const knownPrivacy = knownAnswer(queryClient, privacy, fromDevice(2));
  if (!knownUser || !knownTerms || !knownPrivacy) return null;
  return { status: knownUser.status, terms: knownTerms, privacy: knownPrivacy };
}

/**
 * Every signed-in screen: no token → /login. Loads the user and both acceptance checks
 * (from the cache when there is one, refreshed in the background — offline navigation must never
 * wait on them) so the child guards can decide synchronously. When the device already has all
 * three, it answers synchronously: the matched screen renders without a round through promises.
 */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context: { queryClient } }): { access: AccessState } | Promise<{ access: AccessState }> => {
    if (!isSignedIn()) throw redirect({ to: '/login', replace: true });
    const known = knownAnswers(queryClient);
    if (known) return accessOf(known);
    return Promise.all([
      cachedFirst(queryClient, userQueries.current()),
      cachedFirst(queryClient, legalQueries.acceptance('terms')),
      cachedFirst(queryClient, legalQueries.acceptance('privacy')),
    ]).then(
      ([user, terms, privacy]) => accessOf({ status: user.status, terms, privacy }),
      (error: unknown) => {
        // The API client has already ended the session; this only stops the guarded screen rendering.
        if (isApiError(error) && error.status === 401) throw redirect({ to: '/login', replace: true });
        throw error;
      },
    );
  },
  component: Outlet,
});
