import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../ui/coming-soon';
import { PageTitle } from '../../../../ui/page-title';

export const Route = createFileRoute('/_signed-in/dashboard/teams/')({
  component: TeamsRoute,
});

function TeamsRoute() {
  return (
    <>
      <PageTitle title="My Teams" />
      <ComingSoon title="My Teams" />
    </>
  );
}
