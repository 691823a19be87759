import { ONBOARDING_LAST_STEP } from '#contract/profile';

/** What each onboarding step (0 to ONBOARDING_LAST_STEP) asks for. */
export const ONBOARDING_STEP_TITLES = [
  'Your names',
  'Birth and gender',
  'Phone and address',
  'Citizenships',
  'Dietary, measurements and education',
  'Travel preferences',
  'Passports',
  'Emergency contacts',
  'Documents',
] as const;

export const ONBOARDING_STEP_COUNT = ONBOARDING_STEP_TITLES.length;

/** A route's `$step` as a step number, or null when it is not one. */
export function parseStep(raw: string): number | null {
  const step = Number(raw);
  return Number.isInteger(step) && step >= 0 && step <= ONBOARDING_LAST_STEP && /^\d+$/.test(raw)
    ? step
    : null;
}

/** Steps are shown to people counting from 1. */
export const stepLabel = (step: number) => `Step ${step + 1} of ${ONBOARDING_STEP_COUNT}`;
