import { errorMessage } from '../../api/api-error';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PageTitle } from '../../ui/page-title';
import { ONBOARDING_STEP_COUNT } from './onboarding-steps';
import { useOnboardingStatus } from './use-onboarding-status';

/** The onboarding index: start (or continue where the user stopped), or skip to the dashboard. */
export function OnboardingScreen() {
  const { user, move, goToStep, skip } = useOnboardingStatus();
  const resumeAt = user.status.onboardingStep;
  const ignore = () => undefined;

  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <PageTitle title="Welcome" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          Welcome to Roadie, {user.firstName}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          A few details about you — personal, travel and emergency contacts — let tour managers book flights
          and hotels without chasing you. {ONBOARDING_STEP_COUNT} short steps, about five minutes, and you can
          do it later from your profile.
        </p>
      </div>
      <FormAlert message={move.isError ? errorMessage(move.error) : undefined} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={move.isPending} onClick={() => void skip().catch(ignore)}>
          Skip for now
        </Button>
        <Button isPending={move.isPending} onClick={() => void goToStep(resumeAt).catch(ignore)}>
          {resumeAt > 0 ? `Continue at step ${resumeAt + 1}` : 'Start'}
        </Button>
      </div>
    </section>
  );
}
