import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../ui/coming-soon';
import { PageTitle } from '../../../../ui/page-title';

export const Route = createFileRoute('/_signed-in/dashboard/calendar/')({
  component: CalendarRoute,
});

function CalendarRoute() {
  return (
    <>
      <PageTitle title="Calendar" />
      <ComingSoon title="Calendar" />
    </>
  );
}
