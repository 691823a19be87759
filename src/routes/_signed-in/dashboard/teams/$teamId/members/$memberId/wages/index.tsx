import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../../../../app/route-error-fallback';
import { DealMemoList } from '../../../../../../../../features/deal-memos/deal-memo-list';
import { IssueDealMemoButton } from '../../../../../../../../features/deal-memos/issue-deal-memo-button';
import { WagesScreen } from '../../../../../../../../features/teams/wages-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/members/$memberId/wages/')({
  component: WagesRoute,
  errorComponent: RouteErrorFallback,
});

function WagesRoute() {
  const { teamId, memberId } = Route.useParams();
  return (
    <WagesScreen
      teamId={teamId}
      memberId={memberId}
      wageAction={(wage) => <IssueDealMemoButton teamId={teamId} memberId={memberId} wage={wage} />}
    >
      <DealMemoList teamId={teamId} memberId={memberId} />
    </WagesScreen>
  );
}
