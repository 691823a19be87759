import { useIsOnline } from '../../lib/use-is-online';
import { OfflineNotice } from '../../ui/offline-notice';
import { SkeletonList } from '../../ui/skeleton-list';
import { AnswersTable } from './answers-table';
import { CreateQuestionForm } from './create-question-form';
import { MyQuestions } from './my-questions';
import { QuestionList } from './question-list';
import { useTourPeople } from './use-tour-people';

/** Managers: the answers table and the questions. Everyone else: their questions and answers. */
export function SupplementalQuestionsScreen({ tourId }: { tourId: string }) {
  const found = useTourPeople(tourId);
  const online = useIsOnline();
  if (!found) return <SkeletonList label="Loading the questions…" rows={3} />;
  return (
    <section aria-labelledby="supplemental-title" className="flex flex-col gap-6">
      <h2 id="supplemental-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Supplemental questions
      </h2>
      {online ? null : <OfflineNotice action="Questions and answers" />}
      {found.isManager ? (
        <>
          <AnswersTable tourId={tourId} people={found.people} />
          <section aria-labelledby="manage-questions-title" className="flex flex-col gap-3">
            <h3 id="manage-questions-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              Questions
            </h3>
            <QuestionList tourId={tourId} />
            <CreateQuestionForm tourId={tourId} />
          </section>
        </>
      ) : (
        <MyQuestions tourId={tourId} />
      )}
    </section>
  );
}
