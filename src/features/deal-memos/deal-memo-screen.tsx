import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { DEAL_MEMO_FIELDS, DEAL_MEMO_PAY_FIELDS, type DealMemo } from '#contract/deal-memos';
import { formatMoney, parseMoney } from '#contract/money';
import { errorMessage } from '../../api/api-error';
import { fetchDealMemoPdf } from '../../api/deal-memos.api';
import { dealMemoQueries } from '../../api/deal-memos.queries';
import { saveBlob } from '../../lib/save-blob';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';

const money = (text: string, currency: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? formatMoney(parsed.minor, currency) : text;
};

function MemoSheet({ memo }: { memo: DealMemo }) {
  const row = (label: string, value: string) => (
    <div key={label} className="grid grid-cols-[10rem_1fr] gap-2 py-1.5 print:py-1">
      <dt className="text-slate-600 dark:text-slate-400 print:text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900 dark:text-white print:text-black">{value}</dd>
    </div>
  );
  return (
    <article
      aria-labelledby="memo-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:bg-white print:p-0"
    >
      <h1 id="memo-heading" className="text-2xl font-bold text-slate-900 dark:text-white print:text-black">
        Deal memo {memo.jobNumber}
      </h1>
      <p className="mb-4 text-slate-600 dark:text-slate-400">{memo.teamName}</p>
      <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {DEAL_MEMO_FIELDS.map(([key, label]) => row(label, memo[key]))}
      </dl>
      <h2 className="mt-4 mb-1 text-lg font-semibold text-slate-900 dark:text-white print:text-black">
        Pay terms
      </h2>
      <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {DEAL_MEMO_PAY_FIELDS.map(([key, label]) => row(label, money(memo[key], memo.currency)))}
        {row('Issued', memo.issuedAt.slice(0, 10))}
      </dl>
    </article>
  );
}

type Ids = { teamId: string; memberId: string; memoId: string };

/** One issued deal memo: printable as it stands (the browser's print), or downloaded as a PDF. */
export function DealMemoScreen({ teamId, memberId, memoId }: Ids) {
  const memo = useQuery(dealMemoQueries.detail(teamId, memberId, memoId));
  const online = useIsOnline();
  const [downloading, setDownloading] = useState(false);
  const download = async (data: DealMemo) => {
    setDownloading(true);
    try {
      const blob = await fetchDealMemoPdf(teamId, memberId, memoId);
      saveBlob(blob, `Deal memo ${data.jobNumber} – ${data.technician}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageTitle title={memo.data ? `Deal memo ${memo.data.jobNumber}` : 'Deal memo'} />
      <Link
        to="/dashboard/teams/$teamId/members/$memberId/wages"
        params={{ teamId, memberId }}
        className="text-sm font-medium text-amber-700 dark:text-amber-300 print:hidden"
      >
        ← Wages
      </Link>
      {!memo.data ? (
        <LoadState query={memo} subject="the deal memo" notFoundTitle="Deal memo not found" />
      ) : (
        <>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="secondary"
              isPending={downloading}
              disabled={!online}
              title={online ? undefined : 'Needs a connection'}
              onClick={() => {
                if (memo.data) void download(memo.data);
              }}
            >
              Download PDF
            </Button>
          </div>
          <MemoSheet memo={memo.data} />
        </>
      )}
    </section>
  );
}
