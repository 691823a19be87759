import { Link } from '@tanstack/react-router';

/**
 * The sections of a team's page, each its own address under /dashboard/teams/$teamId. A section
 * is added here once it works (a tab that leads nowhere is worse than none).
 */
export const TEAM_TABS = [
  { key: 'reports', label: 'Reports', to: '/dashboard/teams/$teamId/reports' },
  { key: 'availability', label: 'Availability', to: '/dashboard/teams/$teamId/availability' },
  { key: 'estimating', label: 'Estimating', to: '/dashboard/teams/$teamId/estimating' },
  { key: 'team', label: 'Team', to: '/dashboard/teams/$teamId' },
] as const;

export type TeamTabKey = (typeof TEAM_TABS)[number]['key'];

const tabClasses =
  'inline-block border-b-2 px-3 py-2 text-sm font-semibold border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white';
const currentClasses =
  'inline-block border-b-2 border-amber-500 px-3 py-2 text-sm font-semibold text-slate-900 dark:text-white';

/** The team page's tab bar; `current` is the section on screen. */
export function TeamTabs({ teamId, current }: { teamId: string; current: TeamTabKey }) {
  return (
    <nav aria-label="Team sections" className="border-b border-slate-200 dark:border-slate-800">
      {TEAM_TABS.map((tab) =>
        tab.key === current ? (
          <span key={tab.key} aria-current="page" className={currentClasses}>
            {tab.label}
          </span>
        ) : (
          <Link key={tab.key} to={tab.to} params={{ teamId }} className={tabClasses}>
            {tab.label}
          </Link>
        ),
      )}
    </nav>
  );
}
