import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import type { Report } from '#contract/reports';
import { errorMessage } from '../../api/api-error';
import { createReport } from '../../api/reports.api';
import { reportQueries } from '../../api/reports.queries';
import { sameReportAgain } from './report-requests';
import { watchReport } from './report-watcher';

/** "Try again" on a failed report: a new one with the same request, then its screen. */
export function useGenerateAgain() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (report: Report) => createReport(sameReportAgain(report)),
    onSuccess: async (report) => {
      watchReport(client, report);
      await client.invalidateQueries({ queryKey: reportQueries.lists() });
      await navigate({ to: '/dashboard/reports/$reportId', params: { reportId: report.id } });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
