import type { ReactNode } from 'react';

/** A dashed box saying there is nothing here yet, with an optional next step. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </div>
  );
}
