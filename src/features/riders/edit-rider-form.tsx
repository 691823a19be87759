import { type FormEvent, useState } from 'react';
import { RIDER_MESSAGES } from '#contract/riders';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { changedFields, textOrNull } from './changed-fields';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';

/** The rider's name and opening notes (works offline). */
export function EditRiderForm({ onDone }: { onDone: () => void }) {
  const { rider, canEdit } = useRiderView();
  const [name, setName] = useState(rider.name);
  const [notes, setNotes] = useState(rider.notes ?? '');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  if (!canEdit) return <EmptyState>Only the tour's managers change its riders.</EmptyState>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changedFields(
      { name: rider.name, notes: rider.notes },
      { name, notes: textOrNull(notes) },
    );
    if (Object.keys(changes).length === 0) return onDone();
    const outcome = await riderWrite(
      () => mutate('rider.update', { id: rider.id, changes }),
      RIDER_MESSAGES.sectionUpdated,
    );
    setErrors(outcome.fields);
    if (outcome.ok) onDone();
  };
  return (
    <form noValidate aria-label="Edit rider" onSubmit={submit} className="flex max-w-xl flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Edit rider</h2>
      <TextField
        label="Name"
        maxLength={120}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextareaField
        label="Notes"
        rows={6}
        maxLength={4000}
        value={notes}
        error={errors.notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={name.trim() === ''}>
          Save rider
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
