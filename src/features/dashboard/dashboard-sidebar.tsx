import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NAV_ITEM_ACTIVE_CLASSES, NAV_ITEM_CLASSES } from '../../ui/nav-item-classes';
import { ADMIN_NAV_ITEM, DASHBOARD_NAV, type DashboardNavTarget } from './dashboard-nav';

/** Unread items per entry (Messages): a badge, and the count in the link's accessible name. */
export type NavUnread = Partial<Record<DashboardNavTarget, number>>;

type DashboardSidebarProps = {
  accountActions: ReactNode;
  onNavigate: () => void;
  unread?: NavUnread;
  /** The signed-in user is a platform admin: the Admin entry follows the product's items. */
  isAdmin?: boolean;
};

export function DashboardSidebar({
  accountActions,
  onNavigate,
  unread = {},
  isAdmin = false,
}: DashboardSidebarProps) {
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-1">
        {DASHBOARD_NAV.map((item) => {
          const count = unread[item.to] ?? 0;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                activeOptions={{ exact: item.exact }}
                className={NAV_ITEM_CLASSES}
                activeProps={{ className: NAV_ITEM_ACTIVE_CLASSES, 'aria-current': 'page' }}
                aria-label={count > 0 ? `${item.label}, ${count} unread` : undefined}
                onClick={onNavigate}
              >
                {item.label}
                {count > 0 ? <UnreadBadge count={count} /> : null}
              </Link>
            </li>
          );
        })}
        {isAdmin ? (
          <li>
            <Link
              to={ADMIN_NAV_ITEM.to}
              activeOptions={{ exact: ADMIN_NAV_ITEM.exact }}
              className={NAV_ITEM_CLASSES}
              activeProps={{ className: NAV_ITEM_ACTIVE_CLASSES, 'aria-current': 'page' }}
              onClick={onNavigate}
            >
              {ADMIN_NAV_ITEM.label}
            </Link>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-3 dark:border-slate-800">
        {accountActions}
      </div>
    </nav>
  );
}

/** The count beside a menu entry; the link's own name says it in words. */
function UnreadBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-slate-950"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
