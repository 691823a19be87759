import { APP_NAME } from '#contract/limits';

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      {APP_NAME}
    </span>
  );
}
