import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEAL_MEMO_MESSAGES } from '#contract/deal-memos';
import { MESSAGES } from '#contract/messages';
import { CheckboxField } from '../../ui/checkbox-field';
import { DateRangeFields } from '../../ui/date-range-fields';
import { NewPasswordField } from '../../ui/new-password-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';

const ROLE_OPTIONS = [
  { value: '', label: 'Choose a role' },
  { value: 'rigger', label: 'Rigger' },
  { value: 'lighting', label: 'Lighting', disabled: true },
];

/** The form fields as the screens use them: plain, with a validation message, and the live password hints. */
export function FieldsSection() {
  const [password, setPassword] = useState('Tour-ready');
  const { register } = useForm({ defaultValues: { startDate: '2027-07-03', endDate: '2027-07-01' } });
  return (
    <div className="flex flex-col gap-4">
      <TextField label="Name" defaultValue="Casey Roadie" />
      <TextField label="E-mail" type="email" defaultValue="casey@" error={MESSAGES.invalidEmail} />
      <NewPasswordField
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        password={password}
      />
      <TextareaField label="Notes" defaultValue="Load-in through the side door." />
      <TextareaField label="Notes (too long)" defaultValue="…" error="Must be at most 2000 characters" />
      <SelectField label="Role" options={ROLE_OPTIONS} defaultValue="rigger" />
      <SelectField label="Role (required)" options={ROLE_OPTIONS} defaultValue="" error="Choose a role" />
      <DateRangeFields
        start={register('startDate')}
        end={register('endDate')}
        endError={DEAL_MEMO_MESSAGES.endBeforeStart}
      />
      <CheckboxField label="Share my details with the tour managers" defaultChecked />
      <CheckboxField label="Disabled choice" disabled />
    </div>
  );
}
