import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../../../../app/route-error-fallback';
import { DealMemoScreen } from '../../../../../../../../features/deal-memos/deal-memo-screen';

export const Route = createFileRoute(
  '/_signed-in/dashboard/teams/$teamId/members/$memberId/deal-memos/$memoId',
)({
  component: DealMemoRoute,
  errorComponent: RouteErrorFallback,
});

function DealMemoRoute() {
  const { teamId, memberId, memoId } = Route.useParams();
  return <DealMemoScreen teamId={teamId} memberId={memberId} memoId={memoId} />;
}
