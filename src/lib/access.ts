import type { UserStatus } from '#contract/users';

export type AccessState = {
  hasAcceptedTerms: boolean;
  hasAcceptedPrivacyPolicy: boolean;
  status: UserStatus;
};

export type AccessGate = '/terms-and-conditions' | '/onboarding';

/** The screen a signed-in user must pass before the dashboard, or null when none is left. */
export function pendingAccessGate(state: AccessState): AccessGate | null {
  if (!state.hasAcceptedTerms || !state.hasAcceptedPrivacyPolicy) return '/terms-and-conditions';
  if (!state.status.onboardingCompleted && !state.status.onboardingSkipped) return '/onboarding';
  return null;
}
