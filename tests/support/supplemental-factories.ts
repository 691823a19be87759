import type { BodyOf } from './api-client';
import type { TestApp } from './test-app';
import { must } from './tour-factories';

export async function askQuestion(
  t: TestApp,
  token: string,
  tourId: string,
  overrides: Partial<BodyOf<'POST /supplemental-questions'>> = {},
) {
  const body = {
    tourId,
    text: 'T-shirt size?',
    answerType: 'CHOICE' as const,
    options: ['S', 'M', 'L'],
    ...overrides,
  };
  return must(await t.call('POST /supplemental-questions', { body, token }), 201).data;
}

export async function answerQuestion(t: TestApp, token: string, questionId: string, value: string) {
  return must(await t.call('POST /supplemental-answers', { body: { questionId, value }, token }), 201).data;
}
