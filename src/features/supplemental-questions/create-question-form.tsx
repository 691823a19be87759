import { type FormEvent, useState } from 'react';
import type { AnswerType } from '#contract/supplemental-questions';
import { createQuestion } from '../../api/supplemental-questions.api';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { parseOptions } from './question-fields';
import { useSupplementalWrite } from './use-supplemental-write';

const TYPES: { value: AnswerType; label: string }[] = [
  { value: 'TEXT', label: 'Text' },
  { value: 'YES_NO', label: 'Yes / no' },
  { value: 'CHOICE', label: 'Choice' },
];
const isAnswerType = (value: string): value is AnswerType => TYPES.some((t) => t.value === value);

/** A manager asks the tour's people a new question; choice questions take comma-separated options. */
export function CreateQuestionForm({ tourId }: { tourId: string }) {
  const [text, setText] = useState('');
  const [answerType, setAnswerType] = useState<AnswerType>('TEXT');
  const [options, setOptions] = useState('');
  const [required, setRequired] = useState(false);
  const write = useSupplementalWrite(tourId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const list = answerType === 'CHOICE' ? parseOptions(options) : [];
    if (
      await write.run(
        () => createQuestion(tourId, { text, answerType, options: list, required }),
        'Question added',
      )
    ) {
      setText('');
      setOptions('');
    }
  };
  return (
    <form noValidate aria-label="New question" onSubmit={submit} className="flex flex-col gap-3">
      <TextField label="Question" value={text} maxLength={300} onChange={(e) => setText(e.target.value)} />
      <SelectField
        label="Answer type"
        options={TYPES}
        value={answerType}
        onChange={(e) => isAnswerType(e.target.value) && setAnswerType(e.target.value)}
      />
      {answerType === 'CHOICE' ? (
        <TextField
          label="Options (comma-separated)"
          value={options}
          onChange={(e) => setOptions(e.target.value)}
        />
      ) : null}
      <CheckboxField label="Required" checked={required} onChange={(e) => setRequired(e.target.checked)} />
      <Button
        type="submit"
        className="self-start"
        disabled={write.disabled || text.trim() === ''}
        isPending={write.isPending}
      >
        Add question
      </Button>
    </form>
  );
}
