import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../ui/button';
import { useOnboardingStatus } from './use-onboarding-status';

/** Back and "Skip for now", next to a step's own Next button. */
export function OnboardingNav({ step }: { step: number }) {
  const navigate = useNavigate();
  const { move, skip } = useOnboardingStatus();
  const back = () =>
    step === 0
      ? navigate({ to: '/onboarding' })
      : navigate({ to: '/onboarding/$step', params: { step: String(step - 1) } });
  return (
    <>
      <Button variant="ghost" disabled={move.isPending} onClick={() => void skip().catch(() => undefined)}>
        Skip for now
      </Button>
      <Button variant="secondary" disabled={move.isPending} onClick={() => void back()}>
        Back
      </Button>
    </>
  );
}
