import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '../../api/api-error';
import { importPersonnelCsv } from '../../api/tour-personnel.api';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { CsvRowErrors } from './csv-row-errors';
import { useAfterPersonnelChange } from './use-after-personnel-change';

function summary({ invited, skipped }: { invited: string[]; skipped: string[] }) {
  const parts = [`Invited ${invited.length} ${invited.length === 1 ? 'person' : 'people'}.`];
  if (skipped.length > 0) parts.push(`Already on the tour: ${skipped.join(', ')}.`);
  return parts.join(' ');
}

/** Invites people from a CSV file; a file with any bad row imports nobody and lists what to fix. */
export function ImportPersonnelCsv({ tourId, isOnline }: { tourId: string; isOnline: boolean }) {
  const afterChange = useAfterPersonnelChange(tourId);
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const result = await importPersonnelCsv(tourId, chosen);
      await afterChange();
      return result;
    },
    meta: { changesMirror: 'await-pull' },
    onSuccess: (result) => {
      toast.success('Personnel assigned', { description: summary(result) });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    },
  });
  const rowErrors = isApiError(upload.error) ? upload.error.fields : {};

  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) upload.mutate(file);
      }}
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Import from a CSV file
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The first row names the columns: <strong>email</strong> (required), <strong>role</strong> (e.g.
        Project Member), <strong>role title</strong> (e.g. FOH), <strong>first name</strong>,{' '}
        <strong>last name</strong>. At most 500 people and 1 MB. If any row has a problem, nobody is imported.
      </p>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        CSV file
        <input
          ref={inputRef}
          type="file"
          accept=".csv,text/csv"
          disabled={!isOnline || upload.isPending}
          className="text-sm font-normal file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 dark:file:bg-slate-800"
          onChange={(event) => {
            upload.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </label>
      {upload.isError ? <FormAlert message={errorMessage(upload.error)} /> : null}
      <CsvRowErrors fields={rowErrors} />
      {upload.isSuccess ? <FormAlert tone="success" message={summary(upload.data)} /> : null}
      <div className="flex sm:justify-end">
        <Button
          type="submit"
          variant="secondary"
          isPending={upload.isPending}
          disabled={!isOnline || !file}
          className="w-full sm:w-auto"
        >
          Import CSV
        </Button>
      </div>
    </form>
  );
}
