import { describe, expect, it } from 'vitest';
import { type AccessState, pendingAccessGate } from '../../src/lib/access';

const ready: AccessState = {
  hasAcceptedTerms: true,
  hasAcceptedPrivacyPolicy: true,
  status: { onboardingCompleted: true, onboardingSkipped: false, onboardingStep: 0 },
};

describe('pendingAccessGate (the access flow after sign-in)', () => {
  it('lets a user with accepted documents and finished onboarding through', () => {
    expect(pendingAccessGate(ready)).toBeNull();
  });

  it('counts skipped onboarding as done', () => {
    expect(
      pendingAccessGate({
        ...ready,
        status: { onboardingCompleted: false, onboardingSkipped: true, onboardingStep: 0 },
      }),
    ).toBeNull();
  });

  it('sends a user missing either document to the terms screen, before onboarding', () => {
    const notOnboarded = { onboardingCompleted: false, onboardingSkipped: false, onboardingStep: 0 };
    expect(pendingAccessGate({ ...ready, hasAcceptedTerms: false })).toBe('/terms-and-conditions');
    expect(pendingAccessGate({ ...ready, hasAcceptedPrivacyPolicy: false, status: notOnboarded })).toBe(
      '/terms-and-conditions',
    );
  });

  it('sends a user who neither completed nor skipped onboarding to /onboarding', () => {
    expect(
      pendingAccessGate({
        ...ready,
        status: { onboardingCompleted: false, onboardingSkipped: false, onboardingStep: 0 },
      }),
    ).toBe('/onboarding');
  });
});
