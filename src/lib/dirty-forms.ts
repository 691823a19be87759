/**
 * How many forms have unsaved input: a form calls `markFormDirty()` while it is dirty and the
 * returned function when it is saved or closed. The update toast waits while the count is above 0,
 * so a new version never reloads the page under someone's half-typed input.
 */
import { useEffect, useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of [...listeners]) listener();
};

export function markFormDirty(): () => void {
  count += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    emit();
  };
}

export function useDirtyForms(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}

/** Counts the calling form as dirty while `isDirty` holds, and releases it on save or unmount. */
export function useDirtyFormGuard(isDirty: boolean): void {
  useEffect(() => (isDirty ? markFormDirty() : undefined), [isDirty]);
}
