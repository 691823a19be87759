import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../../../../features/reports/reports-screen';

/** The caller's report templates and recent reports (REST; the lists are kept for offline reading). */
export const Route = createFileRoute('/_signed-in/dashboard/reports/')({
  component: ReportsScreen,
});
