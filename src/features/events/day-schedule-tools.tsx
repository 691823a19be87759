import { type ReactNode, useState } from 'react';

/**
 * Folded away below the schedule: the day's planning tools (apply a template, copy a day — the
 * event-templates feature's forms, passed in by the route). Mounted only when opened: they ask the
 * server for days and templates, which a glance at the day never needs.
 */
export function DayScheduleTools({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="rounded-lg border border-slate-200 bg-white print:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-slate-900 dark:text-white">
        Apply a template or copy a day
      </summary>
      {isOpen ? <div className="flex flex-col gap-4 p-3">{children}</div> : null}
    </details>
  );
}
