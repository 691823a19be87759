import type { SupplementalQuestion } from '#contract/supplemental-questions';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

type AnswerInputProps = {
  question: SupplementalQuestion;
  value: string;
  onChange: (value: string) => void;
};

const YES_NO = [
  { value: '', label: 'Choose…' },
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];

/** The field that fits the question: free text, yes/no, or one of the options. */
export function AnswerInput({ question, value, onChange }: AnswerInputProps) {
  const label = question.required ? `${question.text} (required)` : question.text;
  if (question.answerType === 'TEXT') {
    return (
      <TextField label={label} value={value} maxLength={1000} onChange={(e) => onChange(e.target.value)} />
    );
  }
  const options =
    question.answerType === 'YES_NO'
      ? YES_NO
      : [
          { value: '', label: 'Choose…' },
          ...question.options.map((option) => ({ value: option, label: option })),
        ];
  return (
    <SelectField label={label} options={options} value={value} onChange={(e) => onChange(e.target.value)} />
  );
}
