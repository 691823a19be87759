import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/page-title';

type PersonalEventFrameProps = { title: string; actions?: ReactNode; children: ReactNode };

/** The page around the personal event form: a title, optional actions beside it, and a card. */
export function PersonalEventFrame({ title, actions, children }: PersonalEventFrameProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {actions}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
    </section>
  );
}
