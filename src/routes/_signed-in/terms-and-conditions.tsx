import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { TermsScreen } from '../../features/legal/terms-screen';
import { FlowLayout } from '../../ui/flow-layout';

export const Route = createFileRoute('/_signed-in/terms-and-conditions')({
  beforeLoad: ({ context: { access } }) => {
    if (access.hasAcceptedTerms && access.hasAcceptedPrivacyPolicy) {
      throw redirect({ to: '/dashboard', replace: true });
    }
  },
  component: TermsRoute,
});

function TermsRoute() {
  return (
    <FlowLayout actions={<SignOutButton />}>
      <TermsScreen />
    </FlowLayout>
  );
}
