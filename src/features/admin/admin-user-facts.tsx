import type { AdminUserDetail } from '#contract/admin-users';
import { formatDate, formatInstant, ROLE_LABELS, SUBSCRIPTION_LABELS } from './admin-labels';

/** One account's facts as a definition list. */
export function AdminUserFacts({ user }: { user: AdminUserDetail }) {
  const subscription = user.activeTill
    ? `${SUBSCRIPTION_LABELS[user.subscriptionStatus]} · active till ${formatDate(user.activeTill)}`
    : SUBSCRIPTION_LABELS[user.subscriptionStatus];
  const facts: [string, string][] = [
    ['E-mail', user.email],
    ['Role', ROLE_LABELS[user.role]],
    ['Created', formatInstant(user.createdAt)],
    ['E-mail confirmed', user.emailConfirmed ? 'Yes' : 'Not yet (invited)'],
    ['Onboarding', user.onboardingCompleted ? 'Completed' : 'Not completed'],
    ['Subscription', subscription],
    ['Workspaces owned', String(user.workspacesOwned)],
    ['Tours owned', String(user.toursOwned)],
    ['Tours joined', String(user.toursJoined)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[auto_1fr] dark:border-slate-800 dark:bg-slate-900">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="break-all text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
