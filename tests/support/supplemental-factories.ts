import type { SupplementalAnswer, SupplementalQuestion } from '#contract/supplemental-questions';
import type { TestApp } from './test-app';
import { type Body, type Data, must } from './tour-factories';

export async function askQuestion(t: TestApp, token: string, tourId: string, overrides: Body = {}) {
  const body = {
    tourId,
    text: 'T-shirt size?',
    answerType: 'CHOICE',
    options: ['S', 'M', 'L'],
    ...overrides,
  };
  return must(await t.post<Data<SupplementalQuestion>>('/api/supplemental-questions', body, { token }), 201)
    .data;
}

export async function answerQuestion(t: TestApp, token: string, questionId: string, value: string) {
  return must(
    await t.post<Data<SupplementalAnswer>>('/api/supplemental-answers', { questionId, value }, { token }),
    201,
  ).data;
}
