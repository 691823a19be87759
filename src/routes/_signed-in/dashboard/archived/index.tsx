import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../ui/coming-soon';
import { PageTitle } from '../../../../ui/page-title';

export const Route = createFileRoute('/_signed-in/dashboard/archived/')({
  component: ArchivedRoute,
});

function ArchivedRoute() {
  return (
    <>
      <PageTitle title="Archived" />
      <ComingSoon title="Archived" />
    </>
  );
}
