import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The admin area's sections. Users and the audit log are built here; the others belong to the
 * admin data screens (countries, event types, the overviews), which live in their own routes.
 */
const ADMIN_SECTIONS: { label: string; to: string }[] = [
  { label: 'Users', to: '/admin/users' },
  { label: 'Workspaces', to: '/admin/workspaces' },
  { label: 'Tours', to: '/admin/tours' },
  { label: 'Events', to: '/admin/events' },
  { label: 'Event types', to: '/admin/event-types' },
  { label: 'Countries', to: '/admin/countries' },
  { label: 'Audit log', to: '/admin/audit-log' },
];

const TAB_CLASSES =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';
const ACTIVE_TAB_CLASSES =
  'rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200';

/** Every admin screen: the section links above the screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <nav aria-label="Admin sections" className="border-b border-slate-200 pb-2 dark:border-slate-800">
        <ul className="flex flex-wrap gap-1">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className={TAB_CLASSES}
                activeProps={{ className: ACTIVE_TAB_CLASSES, 'aria-current': 'page' }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
