import { type FormEvent, useState } from 'react';
import { RIDER_MESSAGES, type RiderItemSection } from '#contract/riders';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { quantityOrNull, textOrNull } from './changed-fields';
import { type LineDraft, LineFields } from './line-fields';
import { riderWrite } from './rider-write';

const EMPTY: LineDraft = { label: '', details: '', quantity: '' };

/** A new line at the end of a section (works offline). */
export function AddLineForm({
  riderId,
  section,
  label,
}: {
  riderId: string;
  section: RiderItemSection;
  label: string;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const item = {
      section,
      label: draft.label,
      details: textOrNull(draft.details),
      quantity: quantityOrNull(draft.quantity),
    };
    const outcome = await riderWrite(
      () => mutate('rider.addItem', { riderId, item }),
      RIDER_MESSAGES.sectionUpdated,
    );
    setErrors(outcome.fields);
    if (outcome.ok) setDraft(EMPTY);
  };
  return (
    <form
      noValidate
      aria-label={`New ${label.toLowerCase()} line`}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <LineFields draft={draft} onChange={setDraft} errors={errors} />
      <Button type="submit" disabled={draft.label.trim() === ''} className="self-start">
        Add line
      </Button>
    </form>
  );
}
