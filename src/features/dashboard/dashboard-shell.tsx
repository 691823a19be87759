import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { userQueries } from '../../api/users.queries';
import { Logo } from '../../ui/logo';
import { ThemeToggle } from '../../ui/theme/theme-toggle';
import { DashboardSidebar, type NavUnread } from './dashboard-sidebar';

type DashboardShellProps = {
  accountActions: ReactNode;
  /** Always visible in the header: the sync state of the user's offline changes. */
  headerStatus?: ReactNode;
  /** Unread counts shown on the sidebar's entries (and, on a phone, on the menu button). */
  unread?: NavUnread;
  children: ReactNode;
};

/** Sidebar + header around every dashboard screen; below `lg` the sidebar becomes a drawer. */
export function DashboardShell({ accountActions, headerStatus, unread, children }: DashboardShellProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { data: user } = useSuspenseQuery(userQueries.current());
  const unreadMessages = unread?.['/dashboard/messages'] ?? 0;

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr] dark:bg-slate-950">
      <aside
        className={`${isMenuOpen ? 'fixed inset-y-0 left-0 z-40 flex w-72 shadow-xl' : 'hidden'} flex-col border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-auto lg:shadow-none dark:border-slate-800 dark:bg-slate-900`}
      >
        <div className="flex h-16 shrink-0 items-center px-4">
          <Logo />
        </div>
        <DashboardSidebar
          accountActions={accountActions}
          unread={unread}
          isAdmin={user.role === 'ADMIN'}
          onNavigate={() => setIsMenuOpen(false)}
        />
      </aside>
      {isMenuOpen ? (
        <button
          type="button"
          aria-label="Close menu"
          className="fixed inset-0 z-30 bg-slate-950/50 lg:hidden"
          onClick={() => setIsMenuOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
          <div className="flex min-w-0 items-center gap-2">
            <button
              type="button"
              aria-label={unreadMessages > 0 ? `Open menu, ${unreadMessages} unread messages` : 'Open menu'}
              aria-expanded={isMenuOpen}
              className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
              onClick={() => setIsMenuOpen(true)}
            >
              {unreadMessages > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-amber-500"
                />
              ) : null}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
            <span className="hidden truncate text-sm text-slate-600 sm:block dark:text-slate-400">
              {user.firstName} {user.lastName}
            </span>
          </div>
          <div className="flex min-w-0 items-center gap-1">
            {headerStatus}
            <ThemeToggle />
          </div>
        </header>
        <main className="flex-1 px-4 py-6 sm:px-6 lg:px-10">{children}</main>
      </div>
    </div>
  );
}
