import { useQuery } from '@tanstack/react-query';
import { supplementalQueries } from '../../api/supplemental-questions.queries';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { answerLabel } from './answer-label';
import type { TourPerson } from './use-tour-people';

/** The managers' table: a person per row, the server's columns (person, role, one per question). */
export function AnswersTable({ tourId, people }: { tourId: string; people: TourPerson[] }) {
  const columns = useQuery(supplementalQueries.columns(tourId));
  const questions = useQuery(supplementalQueries.questions(tourId));
  const answers = useQuery(supplementalQueries.answers(tourId));
  const failed = [columns, questions, answers].find((q) => !q.data);
  if (failed) return <LoadState query={failed} subject="the answers" notFoundTitle="Tour not found" />;
  if (!questions.data?.length) {
    return (
      <EmptyState>
        <p>No questions yet. Ask one below.</p>
      </EmptyState>
    );
  }
  const types = new Map((questions.data ?? []).map((q) => [q.id, q.answerType]));
  const cell = (userId: string, questionId: string) => {
    const answer = answers.data?.find((a) => a.userId === userId && a.questionId === questionId);
    const type = types.get(questionId);
    return answer && type ? answerLabel(type, answer.value) : null;
  };
  return (
    <div className="overflow-x-auto">
      <table aria-label="Answers" className="min-w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {(columns.data ?? []).map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-3 py-2 font-semibold text-slate-900 dark:text-white"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.userId} className="border-b border-slate-100 dark:border-slate-800">
              {(columns.data ?? []).map((column) => {
                if (!column.questionId) {
                  const text = column.key === 'role' ? person.role : person.name;
                  return column.key === 'person' ? (
                    <th key={column.key} scope="row" className="px-3 py-2 font-medium">
                      {text}
                    </th>
                  ) : (
                    <td key={column.key} className="px-3 py-2">
                      {text}
                    </td>
                  );
                }
                const value = cell(person.userId, column.questionId);
                return (
                  <td key={column.key} className="px-3 py-2">
                    {value ?? <span className="italic text-amber-800 dark:text-amber-300">Unanswered</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
