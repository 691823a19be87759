import { TextField } from '../../ui/text-field';

export type LineDraft = { label: string; details: string; quantity: string };

type LineFieldsProps = {
  draft: LineDraft;
  onChange: (draft: LineDraft) => void;
  errors: Readonly<Record<string, string>>;
};

/** The three fields of a section line, for adding one and editing one in place. */
export function LineFields({ draft, onChange, errors }: LineFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_2fr_6rem]">
      <TextField
        label="Item"
        value={draft.label}
        maxLength={120}
        error={errors.label}
        onChange={(e) => onChange({ ...draft, label: e.target.value })}
      />
      <TextField
        label="Details"
        value={draft.details}
        maxLength={2000}
        error={errors.details}
        onChange={(e) => onChange({ ...draft, details: e.target.value })}
      />
      <TextField
        label="Quantity"
        inputMode="numeric"
        value={draft.quantity}
        error={errors.quantity}
        onChange={(e) => onChange({ ...draft, quantity: e.target.value })}
      />
    </div>
  );
}
