import { type UseMutationResult, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { UpdateUserStatus, User } from '#contract/users';
import { updateUserStatus } from '../../api/users.api';
import { userQueries } from '../../api/users.queries';

type Move = { status: UpdateUserStatus; to: 'step' | 'dashboard'; step?: number };
export type OnboardingMove = UseMutationResult<User, Error, Move>;

/**
 * Onboarding's moves, each saved on the server first so a later sign-in resumes where it stopped:
 * to a step (`onboardingStep`), skipped, or finished — the last two open the dashboard (the access
 * flow reads the status from the same cached user this updates).
 *
 * Call it once per screen and hand `move` to whatever shows its state: every call is its own
 * mutation, so a second call's `move` would never see the first one's failure or wait.
 */
export function useOnboardingStatus() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(userQueries.current());
  const move = useMutation({
    mutationFn: ({ status }: Move) => updateUserStatus(user.id, status),
    onSuccess: async (updated, { to, step }) => {
      queryClient.setQueryData(userQueries.current().queryKey, updated);
      if (to === 'dashboard') await navigate({ to: '/dashboard' });
      else await navigate({ to: '/onboarding/$step', params: { step: String(step ?? 0) } });
    },
  });
  return {
    user,
    move,
    goToStep: (step: number) => move.mutateAsync({ status: { onboardingStep: step }, to: 'step', step }),
    skip: () => move.mutateAsync({ status: { onboardingSkipped: true }, to: 'dashboard' }),
    finish: () => move.mutateAsync({ status: { onboardingCompleted: true }, to: 'dashboard' }),
  };
}
