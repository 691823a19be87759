import { useQuery } from '@tanstack/react-query';
import { adminAuditQueries } from '../../api/admin-users.queries';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { formatInstant } from './admin-labels';
import { AdminPager } from './admin-pager';

/** A record's detail as one line: `email: a@b.c · role: USER`. */
const detailLine = (detail: Record<string, string | number | boolean | null>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');

/** Every admin write, newest first: who, what, when, on what. Online only. */
export function AdminAuditScreen({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const log = useQuery(adminAuditQueries.page(page));
  const data = log.data;
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Audit log" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Audit log</h1>
      {!data ? (
        <LoadState query={log} subject="the audit log" notFoundTitle="Audit log not found" />
      ) : data.items.length === 0 ? (
        <EmptyState>
          <p>No admin changes yet.</p>
        </EmptyState>
      ) : (
        <>
          <ol
            aria-label="Admin changes"
            className={`flex flex-col gap-2 ${log.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.items.map((entry) => (
              <li
                key={entry.id}
                className="rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <p className="font-medium text-slate-900 dark:text-white">
                  {entry.action} <span className="font-normal text-slate-600 dark:text-slate-400">by</span>{' '}
                  {entry.actorEmail}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time> ·{' '}
                  {entry.targetType} {entry.targetId}
                </p>
                {Object.keys(entry.detail).length > 0 ? (
                  <p className="break-all text-slate-700 dark:text-slate-300">{detailLine(entry.detail)}</p>
                ) : null}
              </li>
            ))}
          </ol>
          <AdminPager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="change"
            onPage={onPage}
          />
        </>
      )}
    </section>
  );
}
