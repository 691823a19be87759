type OwnTimeToggleProps = { pressed: boolean; onChange: (pressed: boolean) => void };

/** "Show my time": the viewer's own clock beside the venue's, once for the whole schedule. */
export function OwnTimeToggle({ pressed, onChange }: OwnTimeToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 print:hidden dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span
        aria-hidden="true"
        className={`inline-flex h-5 w-8 items-center rounded-full p-0.5 ${pressed ? 'justify-end bg-amber-500' : 'justify-start bg-slate-300 dark:bg-slate-600'}`}
      >
        <span className="size-4 rounded-full bg-white" />
      </span>
      Show my time
    </button>
  );
}
