import type { AdminSubscriptionFilter } from '#contract/admin-users';
import { ADMIN_SUBSCRIPTION_FILTERS } from '#contract/admin-users';
import type { PlatformRole } from '#contract/users';
import type { SelectOption } from '../../ui/select-field';

export const ROLE_LABELS: Record<PlatformRole, string> = { USER: 'User', ADMIN: 'Admin' };

export const SUBSCRIPTION_LABELS: Record<AdminSubscriptionFilter, string> = {
  INCOMPLETE: 'Incomplete',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  PAST_DUE: 'Past due',
  CANCELED: 'Canceled',
  NONE: 'No subscription',
};

/** The filters' choices; '' = any. */
export const ROLE_FILTER_OPTIONS: SelectOption[] = [
  { value: '', label: 'All roles' },
  { value: 'USER', label: ROLE_LABELS.USER },
  { value: 'ADMIN', label: ROLE_LABELS.ADMIN },
];
export const SUBSCRIPTION_FILTER_OPTIONS: SelectOption[] = [
  { value: '', label: 'Any subscription' },
  ...ADMIN_SUBSCRIPTION_FILTERS.map((status) => ({ value: status, label: SUBSCRIPTION_LABELS[status] })),
];

const INSTANT_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** An ISO instant as the admin's own clock shows it ('Nov 26, 2026, 6:05 PM'). */
export const formatInstant = (iso: string) => INSTANT_FORMAT.format(new Date(iso));
export const formatDate = (iso: string) => DATE_FORMAT.format(new Date(iso));

/** A select's value as a filter: one of the list, else no filter. */
export const roleFilterOf = (value: string): PlatformRole | undefined =>
  value === 'USER' || value === 'ADMIN' ? value : undefined;
export const subscriptionFilterOf = (value: string): AdminSubscriptionFilter | undefined =>
  ADMIN_SUBSCRIPTION_FILTERS.find((status) => status === value);
