import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadState } from '../../ui/load-state';
import { AdminPager } from './admin-pager';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

type AdminPageBodyProps<T> = {
  query: UseQueryResult<Page<T>>;
  /** What is listed, e.g. 'tours' (loading, offline) and 'tour' (the pager's count). */
  subject: string;
  noun: string;
  empty: string;
  onPage: (page: number) => void;
  children: (items: T[], dimmed: boolean) => ReactNode;
};

/** An admin list's states: loading, offline, failed, nothing found, or the page with its pager. */
export function AdminPageBody<T>({ query, subject, noun, empty, onPage, children }: AdminPageBodyProps<T>) {
  const page = query.data;
  if (!page) return <LoadState query={query} subject={subject} notFoundTitle={`No ${subject}`} />;
  return (
    <>
      {query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : null}
      {page.items.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      ) : (
        <>
          {children(page.items, query.isPlaceholderData)}
          <AdminPager
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            noun={noun}
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}

const TABLE_BOX =
  'overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
export const CELL = 'px-3 py-2 text-left align-top';
export const BODY_ROW = 'border-b border-slate-100 last:border-0 dark:border-slate-800';

type AdminTableProps = {
  /** Column headings; one marked `srOnly` is heard by screen readers, not shown. */
  headings: { label: string; srOnly?: boolean }[];
  /** Dimmed while the next search's answer loads. */
  dimmed?: boolean;
  children: ReactNode;
};

/** An admin list's table: its headings, then the rows the screen gives. */
export function AdminTable({ headings, dimmed = false, children }: AdminTableProps) {
  return (
    <div className={`${TABLE_BOX} ${dimmed ? 'opacity-60' : ''}`}>
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {headings.map((heading) => (
              <th key={heading.label} className={CELL}>
                {heading.srOnly ? <span className="sr-only">{heading.label}</span> : heading.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Headings from plain labels. */
export const headingsOf = (...labels: string[]) => labels.map((label) => ({ label }));
