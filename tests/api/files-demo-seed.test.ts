import { describe, expect, it } from 'vitest';
import type { TourFile } from '#contract/files';
import type { TourDay } from '#contract/tour-days';
import { DEMO_LOGINS, seedDemo } from '../../server/seed/demo';
import { signIn } from '../support/factories';
import { download, downloadUrl } from '../support/file-factories';
import { setupTestApp } from '../support/test-app';
import { type Data, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('the demo tour’s files', () => {
  // Seeds the whole demo workspace (every area, hashed passwords): heavy work on a loaded machine.
  it('a tour book, and a stage plot and venue advance for today’s show and the next two shows', {
    timeout: 60_000,
  }, async () => {
    expect(await seedDemo(t.db, t.deps.storage, 'Roadie-demo-1', t.clock.now())).toBe(true);
    const crew = await signIn(t, DEMO_LOGINS[1].email, 'Roadie-demo-1');
    const [tour] = must(
      await t.get<Data<{ tourId: string }[]>>('/api/sync/tours', { token: crew.authToken }),
    ).data;
    const tourId = tour?.tourId ?? '';
    const days = must(
      await t.get<Data<TourDay[]>>(`/api/tour-days/${tourId}`, { token: crew.authToken }),
    ).data;

    const book = must(
      await t.get<Data<TourFile[]>>(`/api/tour-files?tourId=${tourId}`, { token: crew.authToken }),
    );
    expect(book.data.map((file) => file.name)).toEqual(['Tour book.pdf']);

    const today = t.clock.now().toISOString().slice(0, 10);
    const shows = days.filter((day) => day.tag === 'SHOW_DAY' && day.date >= today).slice(0, 3);
    expect(shows[0]?.date).toBe(today);
    for (const day of days) {
      const names = must(
        await t.get<Data<TourFile[]>>(`/api/day-files/${day.id}`, { token: crew.authToken }),
      ).data;
      const expected = shows.includes(day) ? ['Stage plot.pdf', 'Venue advance.pdf'] : [];
      expect(
        names.map((file) => file.name),
        day.date,
      ).toEqual(expected);
    }

    const plot = must(
      await t.get<Data<TourFile[]>>(`/api/day-files/${shows[0]?.id}`, { token: crew.authToken }),
    ).data[0];
    const got = await download(t, (await downloadUrl(t, crew.authToken, plot?.id ?? '')).url);
    expect(got.status).toBe(200);
    const text = new TextDecoder().decode(got.bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(got.bytes.length).toBe(plot?.size);
  });
});
