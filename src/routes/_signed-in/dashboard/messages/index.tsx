import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../ui/coming-soon';
import { PageTitle } from '../../../../ui/page-title';

export const Route = createFileRoute('/_signed-in/dashboard/messages/')({
  component: MessagesRoute,
});

function MessagesRoute() {
  return (
    <>
      <PageTitle title="Messages" />
      <ComingSoon title="Messages" />
    </>
  );
}
