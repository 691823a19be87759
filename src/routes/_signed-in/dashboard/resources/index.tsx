import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../ui/coming-soon';
import { PageTitle } from '../../../../ui/page-title';

export const Route = createFileRoute('/_signed-in/dashboard/resources/')({
  component: ResourcesRoute,
});

function ResourcesRoute() {
  return (
    <>
      <PageTitle title="Resources" />
      <ComingSoon title="Resources" />
    </>
  );
}
