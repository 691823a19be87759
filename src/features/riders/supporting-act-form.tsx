import { type FormEvent, useState } from 'react';
import type { RiderSupportingActRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { textOrNull } from './changed-fields';
import type { WriteOutcome } from './rider-write';

export type ActFields = {
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
};

type SupportingActFormProps = {
  act?: RiderSupportingActRow;
  label: string;
  submitLabel: string;
  onSubmit: (fields: ActFields) => Promise<WriteOutcome>;
  onCancel?: () => void;
};

/** A supporting act's name, contact, e-mail, phone and notes (set length, what they share). */
export function SupportingActForm({ act, label, submitLabel, onSubmit, onCancel }: SupportingActFormProps) {
  const blank = { name: '', contactName: '', email: '', phone: '', notes: '' };
  const [draft, setDraft] = useState(
    act
      ? {
          name: act.name,
          contactName: act.contactName ?? '',
          email: act.email ?? '',
          phone: act.phone ?? '',
          notes: act.notes ?? '',
        }
      : blank,
  );
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await onSubmit({
      name: draft.name,
      contactName: textOrNull(draft.contactName),
      email: textOrNull(draft.email),
      phone: textOrNull(draft.phone),
      notes: textOrNull(draft.notes),
    });
    setErrors(outcome.fields);
    if (outcome.ok && !act) setDraft(blank);
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Act name" maxLength={120} {...field('name')} />
        <TextField label="Contact" maxLength={120} {...field('contactName')} />
        <TextField label="E-mail" type="email" {...field('email')} />
        <TextField label="Phone" type="tel" {...field('phone')} />
      </div>
      <TextareaField label="Notes" rows={2} maxLength={2000} {...field('notes')} />
      <div className="flex gap-2">
        <Button type="submit" disabled={draft.name.trim() === ''}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
