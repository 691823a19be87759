/** User-facing messages. The product's exact wording comes first; the rest are ours. */
export const MESSAGES = {
  required: 'This field is required',
  cannotBeEmpty: 'This field cannot be empty',
  invalidPhone: 'Invalid phone number',
  invalidEmail: 'Enter a valid e-mail address',
  invalidCredentials: 'Invalid email or password',
  mustAcceptTerms: 'You must agree to the new terms and conditions, privacy policies before proceeding',
  unknownError: 'Unknown error',
  /** A queued offline change the server failed on (its fault, not the user's): shown with Retry and Discard. */
  changeNotApplied: 'The server could not apply this change. Retry it later, or discard it.',
  noUsersToSelect: 'No users are available to select. Please add the person to your project/tour first.',
  emailNotConfirmed: 'Please confirm your e-mail address before signing in. Check your inbox for the link.',
  emailTaken: 'An account with this e-mail already exists',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  payloadTooLarge: 'The request is too large',
  bodyUnreadable: 'The request was interrupted before it was complete. Please try again.',
  formInvalid: 'The form data is incomplete or malformed. Please try again.',
  notFound: 'Not found',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have access to this',
  linkInvalid: 'This link is invalid or has expired. Request a new one.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordsDoNotMatch: 'Passwords do not match',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request',
  idempotencyInProgress: 'The same request is still being processed',
  /** A create whose client-made id is one of the caller's own rows already (never said of anyone else's). */
  idTaken: 'This id is already in use. Try again.',
  controlCharacters: 'Remove the control characters from this text',
  subscriptionPurchased: 'You successfully bought the subscription!',
  subscriptionPurchaseFailed: 'Something went wrong with purchasing subscription!',
  /** The wall before a paid feature (server/modules/subscriptions/entitlements.ts). */
  subscriptionRequired: 'A subscription is needed for this. Subscribe to unlock it.',
  /** A provider webhook whose signature or timestamp does not check out. */
  webhookInvalid: 'The webhook signature is invalid or too old',
} as const;
