import type { ReactNode } from 'react';

export const PROFILE_CARD_CLASSES =
  'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** One card of a profile page, with its heading. */
export function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={PROFILE_CARD_CLASSES}>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </div>
  );
}
