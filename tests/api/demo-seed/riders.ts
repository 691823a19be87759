import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function ridersChecks(demo: DemoContext) {
  describe('the demo tour’s rider', () => {
    it('the crew member reads a full UK headline rider and can open its files', async () => {
      const { t, crew } = demo.seeded();
      const auth = { token: crew.authToken };
      const [tour] = must(await t.call('GET /sync/tours', auth)).data;
      const riders = must(
        await t.call('GET /riders/tour/{id}', { params: { id: tour?.tourId ?? '' }, ...auth }),
      ).data;
      expect(riders.map((rider) => rider.name)).toEqual(['UK headline rider']);
      const detail = must(
        await t.call('GET /riders/{id}', { params: { id: riders[0]?.id ?? '' }, ...auth }),
      ).data;
      expect(detail.type).toBe('HEADLINE');
      expect(detail.items.length).toBeGreaterThan(15);
      expect(detail.personnel).toHaveLength(4);
      expect(detail.personnel.every((person) => person.firstName && person.role)).toBe(true);
      expect(detail.externalPersonnel).toHaveLength(2);
      expect(detail.labors.map((labor) => labor.laborTypeName)).toEqual([
        'Stagehand',
        'Loader',
        'Rigger',
        'Runner',
      ]);
      expect(detail.supportingActs).toEqual([
        expect.objectContaining({
          name: 'Paper Lanterns',
          contactName: 'Jo Reyes',
          personnel: [expect.anything(), expect.anything()],
        }),
      ]);
      const files = [...detail.files, ...(detail.supportingActs[0]?.files ?? [])];
      expect(files.map((file) => file.name).sort()).toEqual([
        'Paper Lanterns input list.pdf',
        'Stage plot.pdf',
      ]);
      for (const file of files) {
        const url = must(
          await t.call('POST /upload/download-url', { body: { fileId: file.id }, ...auth }),
        ).data;
        const opened = await t.app.request(url.url);
        expect(opened.status).toBe(200);
        expect(new TextDecoder().decode((await opened.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
    });
  });
}
