import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../../../../app/route-error-fallback';
import { WageEditorScreen } from '../../../../../../../../features/teams/wage-editor-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/members/$memberId/wages/add')({
  component: AddWageRoute,
  errorComponent: RouteErrorFallback,
});

function AddWageRoute() {
  const { teamId, memberId } = Route.useParams();
  return <WageEditorScreen teamId={teamId} memberId={memberId} />;
}
