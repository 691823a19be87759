import { type FormEvent, useState } from 'react';
import { RIDER_MESSAGES } from '#contract/riders';
import type { RiderItemRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { changedFields, quantityOrNull, textOrNull } from './changed-fields';
import { type LineDraft, LineFields } from './line-fields';
import { riderWrite } from './rider-write';

type SectionLineRowProps = {
  line: RiderItemRow;
  canEdit: boolean;
  /** Swaps this line with its neighbour (null at the ends). */
  onMove: (direction: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
};

const draftOf = (line: RiderItemRow): LineDraft => ({
  label: line.label,
  details: line.details ?? '',
  quantity: line.quantity === null ? '' : String(line.quantity),
});

/** One line of a section; managers edit it in place, delete it, or move it up and down. */
export function SectionLineRow({ line, canEdit, onMove, isFirst, isLast }: SectionLineRowProps) {
  const [draft, setDraft] = useState<LineDraft | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const before = { label: line.label, details: line.details, quantity: line.quantity };
    const after = {
      label: draft.label,
      details: textOrNull(draft.details),
      quantity: quantityOrNull(draft.quantity),
    };
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return setDraft(null);
    const outcome = await riderWrite(
      () => mutate('rider.updateItem', { id: line.id, changes }),
      RIDER_MESSAGES.sectionUpdated,
    );
    setErrors(outcome.fields);
    if (outcome.ok) setDraft(null);
  };
  if (draft) {
    return (
      <li className="rounded-xl border border-amber-500 p-3">
        <form noValidate aria-label={`Edit ${line.label}`} onSubmit={save} className="flex flex-col gap-3">
          <LineFields draft={draft} onChange={setDraft} errors={errors} />
          <div className="flex gap-2">
            <Button type="submit">Save line</Button>
            <Button variant="ghost" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  const remove = () =>
    void riderWrite(() => mutate('rider.deleteItem', { id: line.id }), RIDER_MESSAGES.sectionUpdated);
  return (
    <li className="flex flex-wrap items-start gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex min-w-48 flex-1 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">
          {line.label}
          {line.quantity !== null ? ` × ${line.quantity}` : ''}
        </span>
        {line.details ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">{line.details}</span>
        ) : null}
      </div>
      {canEdit ? (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            aria-label={`Move ${line.label} up`}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            aria-label={`Move ${line.label} down`}
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            ↓
          </Button>
          <Button variant="ghost" aria-label={`Edit ${line.label}`} onClick={() => setDraft(draftOf(line))}>
            Edit
          </Button>
          <Button variant="ghost" aria-label={`Delete ${line.label}`} onClick={remove}>
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
