import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';

export type LaborDraft = { quantity: string; startTime: string; endTime: string; notes: string };

type LaborFieldsProps = {
  draft: LaborDraft;
  onChange: (draft: LaborDraft) => void;
  errors: Readonly<Record<string, string>>;
};

/** How many, from when to when (an end before the start runs past midnight), and notes. */
export function LaborFields({ draft, onChange, errors }: LaborFieldsProps) {
  return (
    <>
      <div className="grid grid-cols-3 gap-3">
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={draft.quantity}
          error={errors.quantity}
          onChange={(e) => onChange({ ...draft, quantity: e.target.value })}
        />
        <TextField
          label="Start"
          type="time"
          value={draft.startTime}
          error={errors.startTime}
          onChange={(e) => onChange({ ...draft, startTime: e.target.value })}
        />
        <TextField
          label="End"
          type="time"
          value={draft.endTime}
          error={errors.endTime}
          onChange={(e) => onChange({ ...draft, endTime: e.target.value })}
        />
      </div>
      <TextareaField
        label="Notes"
        rows={2}
        maxLength={1000}
        value={draft.notes}
        error={errors.notes}
        onChange={(e) => onChange({ ...draft, notes: e.target.value })}
      />
    </>
  );
}

/** The draft as the contract takes it (a blank quantity goes as NaN, for the schema to refuse). */
export const laborValues = (draft: LaborDraft) => ({
  quantity: draft.quantity.trim() === '' ? Number.NaN : Number(draft.quantity),
  startTime: draft.startTime === '' ? null : draft.startTime,
  endTime: draft.endTime === '' ? null : draft.endTime,
  notes: draft.notes.trim() === '' ? null : draft.notes,
});
