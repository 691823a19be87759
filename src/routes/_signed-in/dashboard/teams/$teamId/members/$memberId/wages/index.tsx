import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { Wage } from '#contract/teams';
import { RouteErrorFallback } from '../../../../../../../../app/route-error-fallback';
import { DealMemoList } from '../../../../../../../../features/deal-memos/deal-memo-list';
import { IssueDealMemoButton } from '../../../../../../../../features/deal-memos/issue-deal-memo-button';
import { IssueDealMemoForm } from '../../../../../../../../features/deal-memos/issue-deal-memo-form';
import { WagesScreen } from '../../../../../../../../features/teams/wages-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/members/$memberId/wages/')({
  component: WagesRoute,
  errorComponent: RouteErrorFallback,
});

function WagesRoute() {
  const { teamId, memberId } = Route.useParams();
  // The wage a deal memo is being issued from: its form opens below the wages.
  const [issuing, setIssuing] = useState<Wage | null>(null);
  return (
    <WagesScreen
      teamId={teamId}
      memberId={memberId}
      wageAction={(wage) => (
        <IssueDealMemoButton
          tourName={wage.tourName}
          open={issuing?.id === wage.id}
          onToggle={() => setIssuing(issuing?.id === wage.id ? null : wage)}
        />
      )}
    >
      {issuing ? (
        <IssueDealMemoForm
          key={issuing.id}
          teamId={teamId}
          memberId={memberId}
          wage={issuing}
          onCancel={() => setIssuing(null)}
        />
      ) : null}
      <DealMemoList teamId={teamId} memberId={memberId} />
    </WagesScreen>
  );
}
