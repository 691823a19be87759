import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { REPORT_SUBJECT_LABELS, type ReportTemplate } from '#contract/reports';
import { deleteTemplate } from '../../api/reports.api';
import { reportQueries } from '../../api/reports.queries';
import { countOf } from '../../lib/plural';
import { useIsOnline } from '../../lib/use-is-online';
import { ConfirmButton } from '../../ui/confirm-button';
import { LoadState } from '../../ui/load-state';

function TemplateRow({ template, online }: { template: ReportTemplate; online: boolean }) {
  const client = useQueryClient();
  return (
    <li
      aria-label={template.name}
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="min-w-0">
        <Link
          to="/dashboard/reports/new/$reportId"
          params={{ reportId: template.id }}
          aria-label={`Generate from ${template.name}`}
          className="break-words font-semibold text-slate-900 underline-offset-2 hover:underline dark:text-white"
        >
          {template.name}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {REPORT_SUBJECT_LABELS[template.subject]} · {countOf(template.columns.length, 'column')}
        </p>
      </div>
      <ConfirmButton
        aria-label={`Delete ${template.name}`}
        disabled={!online}
        title={`Delete ${template.name}?`}
        confirmLabel="Delete template"
        explanation={<p>Reports already made from it stay.</p>}
        action={() => deleteTemplate(template.id)}
        success="Template deleted"
        onDone={() => client.invalidateQueries({ queryKey: reportQueries.templates().queryKey })}
      >
        Delete
      </ConfirmButton>
    </li>
  );
}

/** The caller's report templates: open one to generate from it, or delete it. */
export function TemplateList() {
  const online = useIsOnline();
  const templates = useQuery(reportQueries.templates());
  if (!templates.data)
    return <LoadState query={templates} subject="templates" notFoundTitle="No templates" />;
  if (templates.data.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No templates yet: save a report's rows and columns as one to make it again for any tour.
      </p>
    );
  }
  return (
    <ul aria-label="Templates" className="flex flex-col gap-2">
      {templates.data.map((template) => (
        <TemplateRow key={template.id} template={template} online={online} />
      ))}
    </ul>
  );
}
