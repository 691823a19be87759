import { useState } from 'react';
import type { SupplementalAnswer, SupplementalQuestion } from '#contract/supplemental-questions';
import { deleteAnswer } from '../../api/supplemental-questions.api';
import { Button } from '../../ui/button';
import { AnswerForm } from './answer-form';
import { answerLabel } from './answer-label';
import { useSupplementalWrite } from './use-supplemental-write';

type MyAnswerItemProps = { question: SupplementalQuestion; answer: SupplementalAnswer };

/** One of the caller's answers: read, change or delete (the question is unanswered again). */
export function MyAnswerItem({ question, answer }: MyAnswerItemProps) {
  const [editing, setEditing] = useState(false);
  const write = useSupplementalWrite(question.tourId);
  if (editing) {
    return (
      <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <AnswerForm question={question} answer={answer} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex-1">
        <p className="text-sm text-slate-600 dark:text-slate-400">{question.text}</p>
        <p className="font-medium text-slate-900 dark:text-white">
          {answerLabel(question.answerType, answer.value)}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={write.disabled}
        onClick={() => setEditing(true)}
        aria-label={`Edit answer: ${question.text}`}
      >
        Edit
      </Button>
      <Button
        variant="secondary"
        disabled={write.disabled}
        isPending={write.isPending}
        onClick={() => void write.run(() => deleteAnswer(answer.id), 'Answer deleted')}
        aria-label={`Delete answer: ${question.text}`}
      >
        Delete
      </Button>
    </li>
  );
}
