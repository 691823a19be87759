import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { dealMemoQueries } from '../../api/deal-memos.queries';
import { LoadState } from '../../ui/load-state';

/** A member's issued deal memos, newest first, each opening its printable page. */
export function DealMemoList({ teamId, memberId }: { teamId: string; memberId: string }) {
  const memos = useQuery(dealMemoQueries.list(teamId, memberId));
  return (
    <section aria-labelledby="deal-memos-heading" className="flex flex-col gap-2">
      <h2 id="deal-memos-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Deal memos
      </h2>
      {!memos.data ? (
        <LoadState query={memos} subject="the deal memos" notFoundTitle="Member not found" />
      ) : memos.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No deal memos issued yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {memos.data.map((memo) => (
            <li key={memo.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <Link
                to="/dashboard/teams/$teamId/members/$memberId/deal-memos/$memoId"
                params={{ teamId, memberId, memoId: memo.id }}
                className="font-medium text-amber-700 dark:text-amber-300"
              >
                Deal memo {memo.jobNumber} · {memo.jobName}
              </Link>
              <span className="text-slate-600 dark:text-slate-400">
                {memo.startDate} – {memo.endDate}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
