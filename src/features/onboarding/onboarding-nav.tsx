import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../ui/button';

type OnboardingNavProps = {
  step: number;
  /** A move is being saved: Back and Skip wait for it. */
  moving: boolean;
  onSkip: () => void;
};

/** Back and "Skip for now", next to a step's own Next button. */
export function OnboardingNav({ step, moving, onSkip }: OnboardingNavProps) {
  const navigate = useNavigate();
  const back = () =>
    step === 0
      ? navigate({ to: '/onboarding' })
      : navigate({ to: '/onboarding/$step', params: { step: String(step - 1) } });
  return (
    <>
      <Button variant="ghost" disabled={moving} onClick={onSkip}>
        Skip for now
      </Button>
      <Button variant="secondary" disabled={moving} onClick={() => void back()}>
        Back
      </Button>
    </>
  );
}
