/**
 * Onboarding steps (/onboarding index, then steps 0 to 8). Its own file: the user schema needs it,
 * and importing it from profile.ts would put every profile schema in the sign-in screen's JS.
 */
export const ONBOARDING_LAST_STEP = 8;
