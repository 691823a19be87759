import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { OnboardingScreen } from '../../features/onboarding/onboarding-screen';
import { pendingAccessGate } from '../../lib/access';
import { FlowLayout } from '../../ui/flow-layout';

export const Route = createFileRoute('/_signed-in/onboarding')({
  // Terms come first; a user who already finished onboarding may still come back to it.
  beforeLoad: ({ context: { access } }) => {
    if (pendingAccessGate(access) === '/terms-and-conditions') {
      throw redirect({ to: '/terms-and-conditions', replace: true });
    }
  },
  component: OnboardingRoute,
});

function OnboardingRoute() {
  return (
    <FlowLayout actions={<SignOutButton />}>
      <OnboardingScreen />
    </FlowLayout>
  );
}
