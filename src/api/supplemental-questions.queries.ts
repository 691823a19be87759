import { queryOptions } from '@tanstack/react-query';
import {
  fetchQuestions,
  fetchTableColumns,
  fetchTourAnswers,
  fetchUnanswered,
} from './supplemental-questions.api';

/** Query keys and options for supplemental questions and answers; the only place these keys are spelled. */
export const supplementalQueries = {
  all: ['supplemental-questions'] as const,
  tour: (tourId: string) => [...supplementalQueries.all, 'tour', tourId] as const,
  questions: (tourId: string) =>
    queryOptions({
      queryKey: [...supplementalQueries.tour(tourId), 'questions'],
      queryFn: () => fetchQuestions(tourId),
    }),
  unanswered: (tourId: string) =>
    queryOptions({
      queryKey: [...supplementalQueries.tour(tourId), 'unanswered'],
      queryFn: () => fetchUnanswered(tourId),
    }),
  columns: (tourId: string) =>
    queryOptions({
      queryKey: [...supplementalQueries.tour(tourId), 'columns'],
      queryFn: () => fetchTableColumns(tourId),
    }),
  answers: (tourId: string) =>
    queryOptions({
      queryKey: [...supplementalQueries.tour(tourId), 'answers'],
      queryFn: () => fetchTourAnswers(tourId),
    }),
};
