/** Grey placeholder rows while the device's copy of the data is still arriving. */
export function SkeletonList({ label, rows = 3 }: { label: string; rows?: number }) {
  const placeholders = Array.from({ length: rows }, (_, index) => `placeholder-${index}`);
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {placeholders.map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="h-16 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800"
        />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
