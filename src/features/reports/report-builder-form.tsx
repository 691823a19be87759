import {
  REPORT_SUBJECT_LABELS,
  REPORT_SUBJECTS,
  type ReportSubject,
  type ReportTemplate,
} from '#contract/reports';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ColumnPicker } from './column-picker';
import { keepFitting } from './column-picking';
import { NeedsConnection } from './needs-connection';
import { PickedColumns } from './picked-columns';
import type { ReportBuilderValues } from './report-builder-schema';
import { useReportBuilder } from './use-report-builder';
import { useReportTours } from './use-report-tours';

const SUBJECT_OPTIONS = REPORT_SUBJECTS.map((subject) => ({
  value: subject,
  label: REPORT_SUBJECT_LABELS[subject],
}));
const isSubject = (value: string): value is ReportSubject => REPORT_SUBJECTS.some((s) => s === value);

type ReportBuilderFormProps = { defaults: ReportBuilderValues; template?: ReportTemplate };

/** Name, rows, tour, dates and columns of a report; saved as a template or generated. */
export function ReportBuilderForm({ defaults, template }: ReportBuilderFormProps) {
  const { form, submit, saveAsTemplate, catalogue, online, isSaving, isGenerating } = useReportBuilder(
    defaults,
    template,
  );
  const { errors } = form.formState;
  const tours = useReportTours();
  const subject = form.watch('subject');
  const picked = form.watch('columns');
  const setPicked = (columns: string[]) =>
    form.setValue('columns', columns, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const subjectField = form.register('subject');
  const tourOptions = [
    { value: '', label: tours ? 'Pick a tour' : 'Loading your tours…' },
    ...(tours ?? []).map((tour) => ({ value: tour.id, label: tour.name })),
  ];

  return (
    <form noValidate aria-label="Report" onSubmit={submit} className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <TextField label="Name" maxLength={100} error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Rows"
          options={SUBJECT_OPTIONS}
          error={errors.subject?.message}
          {...subjectField}
          onChange={(event) => {
            void subjectField.onChange(event);
            // Columns the new rows cannot fill go: the picker no longer offers them either.
            if (isSubject(event.target.value)) setPicked(keepFitting(picked, event.target.value));
          }}
        />
        <SelectField
          label="Tour"
          options={tourOptions}
          error={errors.tourId?.message}
          {...form.register('tourId')}
          // Controlled: the tours load after the first paint, and a preset tour must show once they do.
          value={form.watch('tourId')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Dates (leave empty for the whole tour)
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
          <TextField label="To" type="date" error={errors.to?.message} {...form.register('to')} />
        </div>
      </fieldset>
      <section aria-labelledby="column-picker-heading" className="flex flex-col gap-3">
        <h2 id="column-picker-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Columns
        </h2>
        <ColumnPicker catalogue={catalogue} subject={subject} picked={picked} onChange={setPicked} />
        <PickedColumns
          catalogue={catalogue}
          picked={picked}
          onChange={setPicked}
          error={errors.columns?.message}
        />
      </section>
      <NeedsConnection />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!online} isPending={isGenerating}>
          Generate
        </Button>
        <Button
          variant="secondary"
          disabled={!online}
          isPending={isSaving}
          onClick={() => void saveAsTemplate()}
        >
          Save as template
        </Button>
      </div>
    </form>
  );
}
