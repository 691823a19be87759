/** Marks a row whose change is still on this device only (in the outbox). */
export function PendingMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      Waiting to sync
    </span>
  );
}
