import { useQuery } from '@tanstack/react-query';
import { supplementalQueries } from '../../api/supplemental-questions.queries';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { AnswerForm } from './answer-form';
import { MyAnswerItem } from './my-answer-item';

/** The caller's side: unanswered questions first, each with its form, then their answers. */
export function MyQuestions({ tourId }: { tourId: string }) {
  const questions = useQuery(supplementalQueries.questions(tourId));
  const unanswered = useQuery(supplementalQueries.unanswered(tourId));
  const answers = useQuery(supplementalQueries.answers(tourId));
  const failed = [questions, unanswered, answers].find((q) => !q.data);
  if (failed) return <LoadState query={failed} subject="your questions" notFoundTitle="Tour not found" />;
  const byId = new Map((questions.data ?? []).map((q) => [q.id, q]));
  const mine = (answers.data ?? []).flatMap((answer) => {
    const question = byId.get(answer.questionId);
    return question ? [{ question, answer }] : [];
  });
  return (
    <>
      <section aria-labelledby="unanswered-title" className="flex flex-col gap-3">
        <h3 id="unanswered-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Unanswered questions
        </h3>
        {unanswered.data?.length ? (
          <ul aria-label="Unanswered questions" className="flex flex-col gap-3">
            {unanswered.data.map((question) => (
              <li key={question.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <AnswerForm question={question} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>
            <p>You have answered every question.</p>
          </EmptyState>
        )}
      </section>
      <section aria-labelledby="my-answers-title" className="flex flex-col gap-3">
        <h3 id="my-answers-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your answers
        </h3>
        {mine.length ? (
          <ul aria-label="Your answers" className="flex flex-col gap-3">
            {mine.map(({ question, answer }) => (
              <MyAnswerItem key={answer.id} question={question} answer={answer} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">No answers yet.</p>
        )}
      </section>
    </>
  );
}
