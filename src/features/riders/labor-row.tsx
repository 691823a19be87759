import { type FormEvent, useState } from 'react';
import { RIDER_MESSAGES } from '#contract/riders';
import type { RiderLaborRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { changedFields } from './changed-fields';
import { type LaborDraft, LaborFields, laborValues } from './labor-fields';
import { riderWrite } from './rider-write';

const draftOf = (labor: RiderLaborRow): LaborDraft => ({
  quantity: String(labor.quantity),
  startTime: labor.startTime ?? '',
  endTime: labor.endTime ?? '',
  notes: labor.notes ?? '',
});

/** One labor line; managers edit it in place or delete it. */
export function LaborRow({
  labor,
  typeName,
  canEdit,
}: {
  labor: RiderLaborRow;
  typeName: string;
  canEdit: boolean;
}) {
  const [draft, setDraft] = useState<LaborDraft | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const changes = changedFields(laborValues(draftOf(labor)), laborValues(draft));
    if (Object.keys(changes).length === 0) return setDraft(null);
    const outcome = await riderWrite(
      () => mutate('rider.updateLabor', { id: labor.id, changes }),
      RIDER_MESSAGES.sectionUpdated,
    );
    setErrors(outcome.fields);
    if (outcome.ok) setDraft(null);
  };
  if (draft) {
    return (
      <li className="rounded-xl border border-amber-500 p-3">
        <form noValidate aria-label={`Edit ${typeName}`} onSubmit={save} className="flex flex-col gap-3">
          <LaborFields draft={draft} onChange={setDraft} errors={errors} />
          <div className="flex gap-2">
            <Button type="submit">Save labor</Button>
            <Button variant="ghost" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  const hours = [labor.startTime, labor.endTime].filter(Boolean).join('–');
  return (
    <li className="flex flex-wrap items-start gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex min-w-48 flex-1 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">
          {labor.quantity} × {typeName}
        </span>
        {hours ? <span className="text-sm text-slate-600 dark:text-slate-400">{hours}</span> : null}
        {labor.notes ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">{labor.notes}</span>
        ) : null}
      </div>
      {canEdit ? (
        <div className="flex gap-1">
          <Button variant="ghost" aria-label={`Edit ${typeName}`} onClick={() => setDraft(draftOf(labor))}>
            Edit
          </Button>
          <Button
            variant="ghost"
            aria-label={`Delete ${typeName}`}
            onClick={() =>
              void riderWrite(
                () => mutate('rider.deleteLabor', { id: labor.id }),
                RIDER_MESSAGES.sectionUpdated,
              )
            }
          >
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
