import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function supplementalQuestionsChecks(demo: DemoContext) {
  describe('the demo tour’s supplemental questions', () => {
    it('three questions; the crew member answered two and still has the parking pass to answer', async () => {
      const { t, crew } = demo.seeded();
      const auth = { token: crew.authToken };
      const [tour] = must(await t.call('GET /sync/tours', auth)).data;
      const tourId = tour?.tourId ?? '';

      const questions = must(
        await t.call('GET /supplemental-questions', { query: { tourId }, ...auth }),
      ).data;
      expect(questions.map((q) => q.text)).toEqual([
        'T-shirt size',
        'Allergies or dietary needs',
        'Do you need a parking pass?',
      ]);
      const open = must(
        await t.call('GET /supplemental-questions/unanswered/{id}', { params: { id: tourId }, ...auth }),
      ).data;
      expect(open.map((q) => q.text)).toEqual(['Do you need a parking pass?']);
      const mine = must(await t.call('GET /supplemental-answers', { query: { tourId }, ...auth })).data;
      expect(mine.map((a) => a.value)).toEqual(['M', 'Vegetarian, no nuts']);
    });
  });
}
