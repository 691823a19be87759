import type { ReactNode } from 'react';

/**
 * A polite amber line that says the screen is not the whole, current picture (a saved copy, a tour
 * still arriving on the device): announced once, never blocking what is below it.
 */
export function StatusNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
    >
      {children}
    </p>
  );
}
