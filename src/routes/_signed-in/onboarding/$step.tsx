import { createFileRoute, redirect } from '@tanstack/react-router';
import { ONBOARDING_LAST_STEP } from '#contract/profile';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { OnboardingFrame } from '../../../features/onboarding/onboarding-frame';
import { OnboardingNav } from '../../../features/onboarding/onboarding-nav';
import { parseStep } from '../../../features/onboarding/onboarding-steps';
import { useOnboardingStatus } from '../../../features/onboarding/use-onboarding-status';
import { OnboardingStepContent } from '../../../features/profile/onboarding-step-content';

export const Route = createFileRoute('/_signed-in/onboarding/$step')({
  beforeLoad: ({ params }) => {
    if (parseStep(params.step) === null) throw redirect({ to: '/onboarding', replace: true });
  },
  component: OnboardingStepRoute,
  errorComponent: RouteErrorFallback,
});

/** Composes the onboarding flow (progress, Back, Skip, Next) with the profile's forms. */
function OnboardingStepRoute() {
  const step = parseStep(Route.useParams().step) ?? 0;
  // One move for the whole step, so the frame shows its failure and the buttons wait for it.
  const { move, goToStep, finish, skip } = useOnboardingStatus();
  const isLast = step === ONBOARDING_LAST_STEP;
  const ignore = () => undefined;
  const next = () => void (isLast ? finish() : goToStep(step + 1)).catch(ignore);
  return (
    <OnboardingFrame step={step} move={move}>
      <OnboardingStepContent
        key={step}
        step={step}
        onNext={next}
        nextLabel={isLast ? 'Finish' : 'Next'}
        moving={move.isPending}
        nav={<OnboardingNav step={step} moving={move.isPending} onSkip={() => void skip().catch(ignore)} />}
      />
    </OnboardingFrame>
  );
}
