import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../ui/coming-soon';
import { PageTitle } from '../../../../ui/page-title';

export const Route = createFileRoute('/_signed-in/dashboard/library/')({
  component: LibraryRoute,
});

function LibraryRoute() {
  return (
    <>
      <PageTitle title="File Library" />
      <ComingSoon title="File Library" />
    </>
  );
}
