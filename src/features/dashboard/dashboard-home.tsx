import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { userQueries } from '../../api/users.queries';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The greeting; the sections below it (today, tours) come from the route. */
export function DashboardHome({ children }: { children?: ReactNode }) {
  const { data: user } = useSuspenseQuery(userQueries.current());
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle title="Dashboard" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {greetingFor(new Date().getHours())}, {user.firstName}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Here is what is happening on your tours.</p>
        <Link
          to="/dashboard/venues"
          className={`${TEXT_LINK_CLASSES} mt-2 inline-flex min-h-11 items-center`}
        >
          Venues & contacts
        </Link>
      </div>
      {children}
    </section>
  );
}
