import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { FIXED_REPORT_COLUMNS, type ReportColumn, type ReportTemplate } from '#contract/reports';
import { createReport, createTemplate } from '../../api/reports.api';
import { reportQueries } from '../../api/reports.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { ReportBuilderSchema, type ReportBuilderValues } from './report-builder-schema';
import { reportRequest, TEMPLATE_FIELDS, templateRequest } from './report-requests';
import { watchReport } from './report-watcher';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The builder's form and its two writes: "Save as template" (the rows and columns) and
 * "Generate" (a report of the chosen tour, followed until it is made, then opened).
 */
export function useReportBuilder(defaults: ReportBuilderValues, startTemplate?: ReportTemplate) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const online = useIsOnline();
  // The template the fields came from, or the one just saved: Generate then names it.
  const [template, setTemplate] = useState(startTemplate);
  const { form, submit, showError } = useRoadieForm({
    schema: ReportBuilderSchema,
    defaultValues: defaults,
    onSubmit: (values: ReportBuilderValues): void => generate.mutate(values),
  });

  const generate = useMutation({
    mutationFn: (values: ReportBuilderValues) => createReport(reportRequest(values, template)),
    onSuccess: async (report) => {
      watchReport(client, report);
      form.reset(form.getValues());
      await client.invalidateQueries({ queryKey: reportQueries.lists() });
      await navigate({ to: '/dashboard/reports/$reportId', params: { reportId: report.id } });
    },
    onError: (error, values) => showError(error, values),
  });

  const save = useMutation({
    mutationFn: (values: ReportBuilderValues) => createTemplate(templateRequest(values)),
    onSuccess: async (saved) => {
      setTemplate(saved);
      toast.success('Template created');
      form.reset(form.getValues());
      await client.invalidateQueries({ queryKey: reportQueries.templates().queryKey });
    },
    onError: (error, values) => showError(error, values),
  });

  const saveAsTemplate = async () => {
    // Only the template's fields are checked: a template is not of one tour or dates.
    if (await form.trigger([...TEMPLATE_FIELDS])) save.mutate(form.getValues());
  };

  const tourId = form.watch('tourId');
  const columns = useQuery({ ...reportQueries.columns(tourId), enabled: UUID_PATTERN.test(tourId) });
  // Before a tour is chosen (or offline) the fixed catalogue still lets the columns be picked.
  const catalogue: readonly ReportColumn[] = columns.data ?? FIXED_REPORT_COLUMNS;

  return {
    form,
    submit,
    saveAsTemplate,
    catalogue,
    online,
    isSaving: save.isPending,
    isGenerating: generate.isPending,
  };
}
