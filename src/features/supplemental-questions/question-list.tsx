import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SupplementalQuestion } from '#contract/supplemental-questions';
import { deleteQuestion } from '../../api/supplemental-questions.api';
import { supplementalQueries } from '../../api/supplemental-questions.queries';
import { Button } from '../../ui/button';
import { EditQuestionForm } from './edit-question-form';
import { TYPE_LABELS } from './question-fields';
import { useSupplementalWrite } from './use-supplemental-write';

/** One question for the managers: changed in place, or withdrawn (its answers go with it). */
function QuestionItem({ question }: { question: SupplementalQuestion }) {
  const [isEditing, setIsEditing] = useState(false);
  const write = useSupplementalWrite(question.tourId);
  return (
    <li
      aria-label={question.text}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      {isEditing ? (
        <EditQuestionForm question={question} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          <div className="flex-1">
            <p className="font-medium text-slate-900 dark:text-white">{question.text}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {TYPE_LABELS[question.answerType]}
              {question.options.length ? `: ${question.options.join(', ')}` : ''}
              {question.required ? ' · required' : ''}
            </p>
          </div>
          <Button
            variant="secondary"
            disabled={write.disabled}
            onClick={() => setIsEditing(true)}
            aria-label={`Edit question: ${question.text}`}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            disabled={write.disabled}
            onClick={() => void write.run(() => deleteQuestion(question.id), 'Question deleted')}
            aria-label={`Delete question: ${question.text}`}
          >
            Delete
          </Button>
        </>
      )}
    </li>
  );
}

/** The tour's questions for its managers. */
export function QuestionList({ tourId }: { tourId: string }) {
  const questions = useQuery(supplementalQueries.questions(tourId));
  return (
    <ul aria-label="Questions" className="flex flex-col gap-2">
      {(questions.data ?? []).map((question) => (
        <QuestionItem key={question.id} question={question} />
      ))}
    </ul>
  );
}
