import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import {
  type AnswerType,
  SupplementalAnswerSchema,
  SupplementalQuestionSchema,
  TableColumnSchema,
  type UpdateSupplementalQuestion,
} from '#contract/supplemental-questions';
import { apiRequest } from './client';

/** Supplemental questions and answers: online only, read through TanStack Query (not mirrored). */
const tourQuery = (tourId: string) => `?tourId=${encodeURIComponent(tourId)}`;

export const fetchQuestions = (tourId: string) =>
  apiRequest(`/supplemental-questions${tourQuery(tourId)}`, v.array(SupplementalQuestionSchema));

export const fetchUnanswered = (tourId: string) =>
  apiRequest(
    `/supplemental-questions/unanswered/${encodeURIComponent(tourId)}`,
    v.array(SupplementalQuestionSchema),
  );

export const fetchTableColumns = (tourId: string) =>
  apiRequest(`/table-columns/supplemental-questions${tourQuery(tourId)}`, v.array(TableColumnSchema));

/** Managers get everyone's answers on the tour, members their own. */
export const fetchTourAnswers = (tourId: string) =>
  apiRequest(`/supplemental-answers${tourQuery(tourId)}`, v.array(SupplementalAnswerSchema));

export type NewQuestion = { text: string; answerType: AnswerType; options: string[]; required: boolean };

export const createQuestion = (tourId: string, question: NewQuestion) =>
  apiRequest('/supplemental-questions', SupplementalQuestionSchema, {
    method: 'POST',
    body: { tourId, ...question },
  });

export const updateQuestion = (questionId: string, changes: UpdateSupplementalQuestion) =>
  apiRequest(`/supplemental-questions/${encodeURIComponent(questionId)}`, SupplementalQuestionSchema, {
    method: 'PATCH',
    body: changes,
  });

export const deleteQuestion = (questionId: string) =>
  apiRequest(`/supplemental-questions/${encodeURIComponent(questionId)}`, OkSchema, { method: 'DELETE' });

export const createAnswer = (questionId: string, value: string) =>
  apiRequest('/supplemental-answers', SupplementalAnswerSchema, {
    method: 'POST',
    body: { questionId, value },
  });

export const updateAnswer = (answerId: string, value: string) =>
  apiRequest(`/supplemental-answers/${encodeURIComponent(answerId)}`, SupplementalAnswerSchema, {
    method: 'PATCH',
    body: { value },
  });

export const deleteAnswer = (answerId: string) =>
  apiRequest(`/supplemental-answers/${encodeURIComponent(answerId)}`, OkSchema, { method: 'DELETE' });
