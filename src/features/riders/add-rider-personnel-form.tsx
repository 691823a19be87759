import { type FormEvent, useState } from 'react';
import { MESSAGES } from '#contract/messages';
import { RIDER_MESSAGES } from '#contract/riders';
import { personName } from '../../lib/tour-role';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { textOrNull } from './changed-fields';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';

/** Puts an active person of the tour on the rider, with an optional role for this show. */
export function AddRiderPersonnelForm({ onDone }: { onDone: () => void }) {
  const { rider, personnel, tourPersonnel, canEdit } = useRiderView();
  const onRider = new Set(personnel.map((p) => p.userId));
  const choices = tourPersonnel
    .flatMap((p) =>
      p.userId && p.status === 'ACTIVE' && !onRider.has(p.userId)
        ? [{ value: p.userId, label: personName(p) }]
        : [],
    )
    .sort((a, b) => a.label.localeCompare(b.label));
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const chosen = choices.some((c) => c.value === userId) ? userId : (choices[0]?.value ?? '');
  if (!canEdit) return <EmptyState>Only the tour's managers change its riders.</EmptyState>;
  if (choices.length === 0) return <EmptyState>{MESSAGES.noUsersToSelect}</EmptyState>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await riderWrite(
      () =>
        mutate('rider.addPersonnel', {
          riderId: rider.id,
          person: { userId: chosen, role: textOrNull(role) },
        }),
      RIDER_MESSAGES.sectionUpdated,
    );
    setErrors(outcome.fields);
    if (outcome.ok) onDone();
  };
  return (
    <form noValidate aria-label="Add tour person" onSubmit={submit} className="flex max-w-xl flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Add tour person</h2>
      <SelectField
        label="Person"
        options={choices}
        value={chosen}
        error={errors.userId}
        onChange={(e) => setUserId(e.target.value)}
      />
      <TextField
        label="Role on this rider"
        maxLength={120}
        value={role}
        error={errors.role}
        onChange={(e) => setRole(e.target.value)}
      />
      <Button type="submit" className="self-start">
        Add to rider
      </Button>
    </form>
  );
}
