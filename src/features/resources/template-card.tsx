import { PROJECT_ROLE_LABELS, ROLE_TITLES } from '#contract/roles';
import { Button } from '../../ui/button';
import { PERSONNEL_CSV_COLUMNS, personnelCsvTemplate } from './personnel-csv';

function downloadText(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the URL only holds the text in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The personnel CSV template: the columns the import reads, with example rows to overwrite. */
export function TemplateCard() {
  return (
    <section aria-labelledby="templates-title" className="flex flex-col gap-3">
      <h2 id="templates-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Templates
      </h2>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <h3 className="font-semibold text-slate-900 dark:text-white">Personnel CSV</h3>
        <p className="text-slate-600 dark:text-slate-400">
          Add a whole crew to a tour at once: fill in one person per row and upload the file on the tour’s
          personnel screen. Columns: <code>{PERSONNEL_CSV_COLUMNS.join(', ')}</code>.
        </p>
        <dl className="grid gap-1 text-sm text-slate-600 dark:text-slate-400">
          <dt className="font-medium text-slate-800 dark:text-slate-200">role</dt>
          <dd>
            {Object.entries(PROJECT_ROLE_LABELS)
              .map(([value, label]) => `${value} (${label})`)
              .join(', ')}
          </dd>
          <dt className="font-medium text-slate-800 dark:text-slate-200">role title (optional)</dt>
          <dd>{ROLE_TITLES.join(', ')}</dd>
        </dl>
        <div>
          <Button
            variant="secondary"
            onClick={() => downloadText(personnelCsvTemplate(), 'personnel-template.csv', 'text/csv')}
          >
            Download personnel template (CSV)
          </Button>
        </div>
      </div>
    </section>
  );
}
