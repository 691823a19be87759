import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NAV_ITEM_ACTIVE_CLASSES, NAV_ITEM_CLASSES } from '../../ui/nav-item-classes';
import { DASHBOARD_NAV } from './dashboard-nav';

type DashboardSidebarProps = { accountActions: ReactNode; onNavigate: () => void };

export function DashboardSidebar({ accountActions, onNavigate }: DashboardSidebarProps) {
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-1">
        {DASHBOARD_NAV.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact }}
              className={NAV_ITEM_CLASSES}
              activeProps={{ className: NAV_ITEM_ACTIVE_CLASSES, 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-3 dark:border-slate-800">
        {accountActions}
      </div>
    </nav>
  );
}
