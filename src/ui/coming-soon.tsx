/** The placeholder for dashboard areas that later issues fill in. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
        Coming soon
      </p>
      <p className="text-slate-600 dark:text-slate-400">
        This part of Roadie is being built. Check back after the next update.
      </p>
    </section>
  );
}
