import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../../../../../app/route-error-fallback';
import { WageEditorScreen } from '../../../../../../../../../features/teams/wage-editor-screen';

export const Route = createFileRoute(
  '/_signed-in/dashboard/teams/$teamId/members/$memberId/wages/$wageId/edit',
)({
  component: EditWageRoute,
  errorComponent: RouteErrorFallback,
});

function EditWageRoute() {
  const { teamId, memberId, wageId } = Route.useParams();
  return <WageEditorScreen teamId={teamId} memberId={memberId} wageId={wageId} />;
}
