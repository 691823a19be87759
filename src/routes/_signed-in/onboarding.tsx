import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { userQueries } from '../../api/users.queries';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { useStartSync } from '../../features/sync/use-start-sync';
import { pendingAccessGate } from '../../lib/access';
import { FlowLayout } from '../../ui/flow-layout';

export const Route = createFileRoute('/_signed-in/onboarding')({
  // Terms come first; a user who already finished onboarding may still come back to it.
  beforeLoad: ({ context: { access } }) => {
    if (pendingAccessGate(access) === '/terms-and-conditions') {
      throw redirect({ to: '/terms-and-conditions', replace: true });
    }
  },
  component: OnboardingLayout,
});

function OnboardingLayout() {
  // The steps save the profile like the profile screens do: on the device, then through the outbox.
  const { data: user } = useSuspenseQuery(userQueries.current());
  useStartSync(user.id);
  return (
    <FlowLayout actions={<SignOutButton />}>
      <Outlet />
    </FlowLayout>
  );
}
