import { describe, expect, it } from 'vitest';
import { download, downloadUrl } from '../../support/file-factories';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function filesChecks(demo: DemoContext) {
  describe('the demo tour’s files', () => {
    it('a tour book, and a stage plot and venue advance for today’s show and the next two shows', async () => {
      const { t, crew } = demo.seeded();
      const [tour] = must(await t.call('GET /sync/tours', { token: crew.authToken })).data;
      const tourId = tour?.tourId ?? '';
      const days = must(
        await t.call('GET /tour-days/{id}', { params: { id: tourId }, token: crew.authToken }),
      ).data;

      const book = must(await t.call('GET /tour-files', { query: { tourId }, token: crew.authToken }));
      expect(book.data.map((file) => file.name)).toEqual(['Tour book.pdf']);

      const today = t.clock.now().toISOString().slice(0, 10);
      const shows = days.filter((day) => day.tag === 'SHOW_DAY' && day.date >= today).slice(0, 3);
      expect(shows[0]?.date).toBe(today);
      for (const day of days) {
        const names = must(
          await t.call('GET /day-files/{id}', { params: { id: day.id }, token: crew.authToken }),
        ).data;
        const expected = shows.includes(day) ? ['Stage plot.pdf', 'Venue advance.pdf'] : [];
        expect(
          names.map((file) => file.name),
          day.date,
        ).toEqual(expected);
      }

      const plot = must(
        await t.call('GET /day-files/{id}', { params: { id: shows[0]?.id ?? '' }, token: crew.authToken }),
      ).data[0];
      const got = await download(t, (await downloadUrl(t, crew.authToken, plot?.id ?? '')).url);
      expect(got.status).toBe(200);
      const text = new TextDecoder().decode(got.bytes);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(got.bytes.length).toBe(plot?.size);
    });
  });
}
