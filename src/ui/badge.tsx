import type { ReactNode } from 'react';

type BadgeTone = 'neutral' | 'accent' | 'warning';

const TONE_CLASSES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  accent: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
  warning: 'bg-red-100 text-red-800 dark:bg-red-950/60 dark:text-red-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${TONE_CLASSES[tone]}`}
    >
      {children}
    </span>
  );
}
