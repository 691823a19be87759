import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { UpdateUserStatus } from '#contract/users';
import { errorMessage } from '../../api/api-error';
import { updateUserStatus } from '../../api/users.api';
import { userQueries } from '../../api/users.queries';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PageTitle } from '../../ui/page-title';

/** The onboarding index; the numbered steps arrive with the profile issues. */
export function OnboardingScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(userQueries.current());

  const saveStatus = useMutation({
    mutationFn: (status: UpdateUserStatus) => updateUserStatus(user.id, status),
    onSuccess: async (updatedUser) => {
      queryClient.setQueryData(userQueries.current().queryKey, updatedUser);
      await navigate({ to: '/dashboard' });
    },
  });

  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <PageTitle title="Welcome" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          Welcome to Roadie, {user.firstName}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          A few details about you — personal, travel and emergency contacts — let tour managers book flights
          and hotels without chasing you. It takes about five minutes, and you can do it later from your
          profile.
        </p>
      </div>
      <FormAlert message={saveStatus.isError ? errorMessage(saveStatus.error) : undefined} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          isPending={saveStatus.isPending && saveStatus.variables.onboardingSkipped === true}
          disabled={saveStatus.isPending}
          onClick={() => saveStatus.mutate({ onboardingSkipped: true })}
        >
          Skip for now
        </Button>
        <Button
          isPending={saveStatus.isPending && saveStatus.variables.onboardingCompleted === true}
          disabled={saveStatus.isPending}
          onClick={() => saveStatus.mutate({ onboardingCompleted: true })}
        >
          Complete onboarding
        </Button>
      </div>
    </section>
  );
}
