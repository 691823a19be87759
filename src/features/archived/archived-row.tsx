import type { ReactNode } from 'react';

type ArchivedRowProps = { title: ReactNode; detail: string; action: ReactNode };

/** One archived item: its name and what it is on the left, Restore (or why not) on the right. */
export function ArchivedRow({ title, detail, action }: ArchivedRowProps) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900 dark:text-white">{title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{detail}</p>
      </div>
      <div className="shrink-0 self-start sm:self-auto">{action}</div>
    </li>
  );
}

/** Shown instead of Restore to someone who may see the item but not bring it back. */
export function NotYoursToRestore({ who }: { who: string }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">Only {who} can restore it.</p>;
}
