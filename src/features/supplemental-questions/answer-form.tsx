import { type FormEvent, useState } from 'react';
import type { SupplementalAnswer, SupplementalQuestion } from '#contract/supplemental-questions';
import { createAnswer, updateAnswer } from '../../api/supplemental-questions.api';
import { Button } from '../../ui/button';
import { AnswerInput } from './answer-input';
import { useSupplementalWrite } from './use-supplemental-write';

type AnswerFormProps = {
  question: SupplementalQuestion;
  /** The answer being edited; a new answer when absent. */
  answer?: SupplementalAnswer;
  onDone?: () => void;
};

/** Answers one question, or changes one's answer to it. */
export function AnswerForm({ question, answer, onDone }: AnswerFormProps) {
  const [value, setValue] = useState(answer?.value ?? '');
  const write = useSupplementalWrite(question.tourId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = answer
      ? await write.run(() => updateAnswer(answer.id, value), 'Answer changed')
      : await write.run(() => createAnswer(question.id, value), 'Answer saved');
    if (ok) onDone?.();
  };
  return (
    <form
      noValidate
      aria-label={question.text}
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <AnswerInput question={question} value={value} onChange={setValue} />
      </div>
      <Button type="submit" disabled={write.disabled || value.trim() === ''} isPending={write.isPending}>
        {answer ? 'Save answer' : 'Answer'}
      </Button>
      {onDone ? (
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
