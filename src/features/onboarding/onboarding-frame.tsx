import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormAlert } from '../../ui/form-alert';
import { PageTitle } from '../../ui/page-title';
import { ONBOARDING_STEP_COUNT, ONBOARDING_STEP_TITLES, stepLabel } from './onboarding-steps';
import type { OnboardingMove } from './use-onboarding-status';

type OnboardingFrameProps = {
  step: number;
  /** The step's move (Next, Skip, Finish): a failed one is said above the step. */
  move: OnboardingMove;
  children: ReactNode;
};

/** One onboarding step: where the user is ("Step 3 of 9"), what it asks, and its content. */
export function OnboardingFrame({ step, move, children }: OnboardingFrameProps) {
  const title = ONBOARDING_STEP_TITLES[step] ?? '';
  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <PageTitle title={`${title} · Onboarding`} />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-amber-700 dark:text-amber-300">{stepLabel(step)}</p>
        <progress
          aria-label={stepLabel(step)}
          value={step + 1}
          max={ONBOARDING_STEP_COUNT}
          className="h-2 w-full accent-amber-500"
        />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      </div>
      <FormAlert message={move.isError ? errorMessage(move.error) : undefined} />
      {children}
    </section>
  );
}
