import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/page-title';
import { PendingMarker } from '../../ui/pending-marker';

type ProfileSectionPageProps = { title: string; isPending?: boolean; children: ReactNode };

/** A profile sub-page: back to the profile, the title, and its "waiting to sync" mark. */
export function ProfileSectionPage({ title, isPending = false, children }: ProfileSectionPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title={title} />
      <div className="flex flex-col gap-2">
        <Link
          to="/dashboard/profile"
          className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-300"
        >
          ← Profile
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          {isPending ? <PendingMarker /> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
