import { type FormEvent, useState } from 'react';
import type { RiderExternalPersonRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { textOrNull } from './changed-fields';
import type { WriteOutcome } from './rider-write';

export type ExternalPersonFields = {
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
};

type ExternalPersonFormProps = {
  /** The person being edited; absent when adding. */
  person?: RiderExternalPersonRow;
  label: string;
  submitLabel: string;
  onSubmit: (fields: ExternalPersonFields) => Promise<WriteOutcome>;
  onCancel?: () => void;
};

/** Name, role, e-mail, phone and notes of someone who is not a user (a venue contact, a band). */
export function ExternalPersonForm({
  person,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: ExternalPersonFormProps) {
  const [draft, setDraft] = useState({
    name: person?.name ?? '',
    role: person?.role ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    notes: person?.notes ?? '',
  });
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
      role: textOrNull(draft.role),
      email: textOrNull(draft.email),
      phone: textOrNull(draft.phone),
      notes: textOrNull(draft.notes),
    });
    setErrors(outcome.fields);
    if (outcome.ok && !person) setDraft({ name: '', role: '', email: '', phone: '', notes: '' });
  };
  return (
    <form noValidate aria-label={label} onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" maxLength={120} {...field('name')} />
        <TextField label="Role" maxLength={120} {...field('role')} />
        <TextField label="E-mail" type="email" {...field('email')} />
        <TextField label="Phone" type="tel" {...field('phone')} />
      </div>
      <TextareaField label="Notes" rows={2} maxLength={1000} {...field('notes')} />
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
