import { describe, expect, it } from 'vitest';
import type { SupplementalAnswer, SupplementalQuestion } from '#contract/supplemental-questions';
import { DEMO_LOGINS, seedDemo } from '../../server/seed/demo';
import { signIn } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { type Data, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('the demo tour’s supplemental questions', () => {
  // Seeds the whole demo workspace (every area, hashed passwords): heavy work on a loaded machine.
  it('three questions; the crew member answered two and still has the parking pass to answer', {
    timeout: 60_000,
  }, async () => {
    expect(await seedDemo(t.db, t.deps.storage, 'Roadie-demo-1', t.clock.now())).toBe(true);
    const crew = await signIn(t, DEMO_LOGINS[1].email, 'Roadie-demo-1');
    const auth = { token: crew.authToken };
    const [tour] = must(await t.get<Data<{ tourId: string }[]>>('/api/sync/tours', auth)).data;
    const tourId = tour?.tourId ?? '';

    const questions = must(
      await t.get<Data<SupplementalQuestion[]>>(`/api/supplemental-questions?tourId=${tourId}`, auth),
    ).data;
    expect(questions.map((q) => q.text)).toEqual([
      'T-shirt size',
      'Allergies or dietary needs',
      'Do you need a parking pass?',
    ]);
    const open = must(
      await t.get<Data<SupplementalQuestion[]>>(`/api/supplemental-questions/unanswered/${tourId}`, auth),
    ).data;
    expect(open.map((q) => q.text)).toEqual(['Do you need a parking pass?']);
    const mine = must(
      await t.get<Data<SupplementalAnswer[]>>(`/api/supplemental-answers?tourId=${tourId}`, auth),
    ).data;
    expect(mine.map((a) => a.value)).toEqual(['M', 'Vegetarian, no nuts']);
  });
});
