/**
 * Tenant cases for supplemental questions and answers. Each setup builds a tour with one question
 * the owner answered; each check compares the tour's questions and answers against the snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { supplementalAnswers, supplementalQuestions } from '../../server/db/schema/index';
import { answerQuestion, askQuestion } from './supplemental-factories';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour } from './tour-factories';

async function state(t: TestApp, tourId: string) {
  return JSON.stringify({
    questions: await t.db
      .select()
      .from(supplementalQuestions)
      .where(eq(supplementalQuestions.tourId, tourId))
      .orderBy(asc(supplementalQuestions.id)),
    answers: await t.db
      .select()
      .from(supplementalAnswers)
      .where(eq(supplementalAnswers.tourId, tourId))
      .orderBy(asc(supplementalAnswers.id)),
  });
}

async function tourWithAnswer(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const question = await askQuestion(t, owner.token, tour.id);
  const answer = await answerQuestion(t, owner.token, question.id, 'M');
  return {
    tourId: tour.id,
    questionId: question.id,
    answerId: answer.id,
    userId: owner.user.id,
    state: await state(t, tour.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await state(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const supplementalCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: tourWithAnswer, verifyUnchanged: unchanged });

export const SUPPLEMENTAL_CASES: TenantCase[] = [
  supplementalCase(
    'a supplemental question',
    'GET',
    '/supplemental-questions/{id}',
    (ids) => `/api/supplemental-questions/${ids.questionId}`,
  ),
  supplementalCase(
    'changing a supplemental question',
    'PATCH',
    '/supplemental-questions/{id}',
    (ids) => `/api/supplemental-questions/${ids.questionId}`,
    () => ({ text: 'Hoodie size?' }),
  ),
  supplementalCase(
    'withdrawing a supplemental question',
    'DELETE',
    '/supplemental-questions/{id}',
    (ids) => `/api/supplemental-questions/${ids.questionId}`,
  ),
  supplementalCase(
    'a tour’s unanswered questions',
    'GET',
    '/supplemental-questions/unanswered/{id}',
    (ids) => `/api/supplemental-questions/unanswered/${ids.tourId}`,
  ),
  supplementalCase(
    'an answer',
    'GET',
    '/supplemental-answers/{id}',
    (ids) => `/api/supplemental-answers/${ids.answerId}`,
  ),
  supplementalCase(
    'changing an answer',
    'PATCH',
    '/supplemental-answers/{id}',
    (ids) => `/api/supplemental-answers/${ids.answerId}`,
    () => ({ value: 'L' }),
  ),
  supplementalCase(
    'deleting an answer',
    'DELETE',
    '/supplemental-answers/{id}',
    (ids) => `/api/supplemental-answers/${ids.answerId}`,
  ),
  supplementalCase(
    'a person’s answers',
    'GET',
    '/supplemental-answers/users/{id}',
    (ids) => `/api/supplemental-answers/users/${ids.userId}`,
  ),
];
