import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReportTemplate } from '#contract/reports';
import { reportQueries } from '../../api/reports.queries';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { ReportBuilderForm } from './report-builder-form';
import type { ReportBuilderValues } from './report-builder-schema';

/** The id in the builder's path that means "start from nothing" instead of a template. */
export const BLANK_REPORT = 'blank';

const startValues = (tourId: string, template?: ReportTemplate): ReportBuilderValues => ({
  name: template?.name ?? '',
  subject: template?.subject ?? 'people',
  tourId,
  from: '',
  to: '',
  columns: template ? [...template.columns] : [],
});

type ReportBuilderScreenProps = { startFrom: string; tourId?: string };

/** The report builder, blank or started from one of the caller's templates. */
export function ReportBuilderScreen({ startFrom, tourId = '' }: ReportBuilderScreenProps) {
  const blank = startFrom === BLANK_REPORT;
  const client = useQueryClient();
  const template = useQuery({
    ...reportQueries.template(startFrom),
    enabled: !blank,
    // Opened from the list (offline too): the listed copy of the template is enough to start.
    initialData: () =>
      client.getQueryData(reportQueries.templates().queryKey)?.find((saved) => saved.id === startFrom),
  });
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageTitle title="New report" />
      <Link to="/dashboard/reports" className={`${TEXT_LINK_CLASSES} self-start text-sm`}>
        ← Reports
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">New report</h1>
      {blank ? (
        <ReportBuilderForm defaults={startValues(tourId)} />
      ) : template.data ? (
        <ReportBuilderForm
          key={template.data.id}
          defaults={startValues(tourId, template.data)}
          template={template.data}
        />
      ) : (
        <LoadState query={template} subject="the template" notFoundTitle="Template not found" />
      )}
    </section>
  );
}
