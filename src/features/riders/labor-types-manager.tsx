import { type FormEvent, useState } from 'react';
import { discard, mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';
import { useFailedTypeDeletes } from './use-failed-type-deletes';

/** The tour's labor types (shared by its riders): managers add their own and delete unused ones. */
export function LaborTypesManager() {
  const { tour, laborTypes, labors } = useRiderView();
  const failed = useFailedTypeDeletes(tour.id);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await riderWrite(
      () => mutate('riderLaborType.create', { laborType: { tourId: tour.id, name } }),
      'Labor type added',
    );
    setErrors(outcome.fields);
    if (outcome.ok) setName('');
  };
  const used = new Set(labors.map((l) => l.laborTypeId));
  return (
    <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">Labor types</summary>
      <div className="mt-3 flex flex-col gap-3">
        {failed.map((f) => (
          <div key={f.mutationId} className="flex flex-col gap-1">
            <FormAlert message={f.message} />
            <Button variant="ghost" className="self-start" onClick={() => void discard(f.mutationId)}>
              Dismiss
            </Button>
          </div>
        ))}
        <ul aria-label="Labor types" className="flex flex-col gap-1">
          {laborTypes.map((type) => (
            <li key={type.id} className="flex items-center justify-between gap-2">
              <span className="text-slate-800 dark:text-slate-200">
                {type.name}
                {used.has(type.id) ? <span className="text-sm text-slate-500"> · in use here</span> : null}
              </span>
              <Button
                variant="ghost"
                aria-label={`Delete labor type ${type.name}`}
                onClick={() =>
                  void riderWrite(
                    () => mutate('riderLaborType.delete', { id: type.id }),
                    'Labor type deleted',
                  )
                }
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
        <form
          noValidate
          aria-label="New labor type"
          onSubmit={add}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <TextField
            label="New labor type"
            className="flex-1"
            maxLength={80}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={name.trim() === ''}>
            Add type
          </Button>
        </form>
      </div>
    </details>
  );
}
