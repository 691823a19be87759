export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 p-8 text-slate-600 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-amber-500 border-t-transparent"
      />
      <span>{label}</span>
    </div>
  );
}
