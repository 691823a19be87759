import type { ReactNode } from 'react';
import { Logo } from './logo';
import { ThemeToggle } from './theme/theme-toggle';

type FlowLayoutProps = { actions?: ReactNode; children: ReactNode };

/** The frame of the signed-in steps before the dashboard (terms, onboarding). */
export function FlowLayout({ actions, children }: FlowLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <Logo />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          {actions}
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}
