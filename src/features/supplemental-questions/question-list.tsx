import { useQuery } from '@tanstack/react-query';
import { deleteQuestion } from '../../api/supplemental-questions.api';
import { supplementalQueries } from '../../api/supplemental-questions.queries';
import { Button } from '../../ui/button';
import { useSupplementalWrite } from './use-supplemental-write';

const TYPE_LABELS = { TEXT: 'Text', YES_NO: 'Yes / no', CHOICE: 'Choice' } as const;

/** The tour's questions for its managers, each withdrawable (its answers go with it). */
export function QuestionList({ tourId }: { tourId: string }) {
  const questions = useQuery(supplementalQueries.questions(tourId));
  const write = useSupplementalWrite(tourId);
  return (
    <ul aria-label="Questions" className="flex flex-col gap-2">
      {(questions.data ?? []).map((question) => (
        <li
          key={question.id}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <div className="flex-1">
            <p className="font-medium text-slate-900 dark:text-white">{question.text}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {TYPE_LABELS[question.answerType]}
              {question.options.length ? `: ${question.options.join(', ')}` : ''}
              {question.required ? ' · required' : ''}
            </p>
          </div>
          <Button
            variant="danger"
            disabled={write.disabled}
            onClick={() => void write.run(() => deleteQuestion(question.id), 'Question deleted')}
            aria-label={`Delete question: ${question.text}`}
          >
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}
