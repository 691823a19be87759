import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  type SupplementalQuestion,
  UpdateSupplementalQuestionSchema,
} from '#contract/supplemental-questions';
import { issuesToFields } from '#contract/validation';
import { updateQuestion } from '../../api/supplemental-questions.api';
import { useDirtyFormGuard } from '../../lib/dirty-forms';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { parseOptions, TYPE_LABELS } from './question-fields';
import { useSupplementalWrite } from './use-supplemental-write';

/** `options.2` (one bad option) shows on the options field, like a message about the whole list. */
const byField = (fields: Readonly<Record<string, string>>) => {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.split('.')[0] ?? key;
    out[field] ??= message;
  }
  return out;
};

/**
 * A manager changes a question's text, options or whether it is required. The answer type stays
 * (people answered against it; PATCH does not take it), so it is shown, not offered.
 */
export function EditQuestionForm({
  question,
  onDone,
}: {
  question: SupplementalQuestion;
  onDone: () => void;
}) {
  const [text, setText] = useState(question.text);
  const [options, setOptions] = useState(question.options.join(', '));
  const [required, setRequired] = useState(question.required);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useSupplementalWrite(question.tourId);
  const isChoice = question.answerType === 'CHOICE';
  useDirtyFormGuard(
    text !== question.text || required !== question.required || options !== question.options.join(', '),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = { text, required, ...(isChoice ? { options: parseOptions(options) } : {}) };
    const parsed = v.safeParse(UpdateSupplementalQuestionSchema, changes);
    if (!parsed.success) {
      setErrors(byField(issuesToFields(parsed.issues)));
      return;
    }
    setErrors({});
    const ok = await write.run(
      () => updateQuestion(question.id, parsed.output),
      'Question changed',
      (fields) => setErrors(byField(fields)),
    );
    if (ok) onDone();
  };
  return (
    <form
      noValidate
      aria-label={`Edit question: ${question.text}`}
      onSubmit={submit}
      className="flex flex-1 flex-col gap-3"
    >
      <FormAlert message={errors._} />
      <TextField
        label="Question"
        value={text}
        maxLength={300}
        error={errors.text}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Answer type: {TYPE_LABELS[question.answerType]}
      </p>
      {isChoice ? (
        <TextField
          label="Options (comma-separated)"
          value={options}
          error={errors.options}
          onChange={(e) => setOptions(e.target.value)}
        />
      ) : null}
      <CheckboxField label="Required" checked={required} onChange={(e) => setRequired(e.target.checked)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={write.disabled} isPending={write.isPending}>
          Save question
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
