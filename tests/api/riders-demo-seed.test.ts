import { describe, expect, it } from 'vitest';
import type { RiderDetail } from '#contract/rider-detail';
import type { Rider } from '#contract/riders';
import { DEMO_LOGINS, seedDemo } from '../../server/seed/demo';
import { signIn } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { type Data, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('the demo tour’s rider', () => {
  // Seeds the whole demo workspace (every area, hashed passwords): heavy work on a loaded machine.
  it('the crew member reads a full UK headline rider and can open its files', {
    timeout: 60_000,
  }, async () => {
    expect(await seedDemo(t.db, t.deps.storage, 'Roadie-demo-1', t.clock.now())).toBe(true);
    const crew = await signIn(t, DEMO_LOGINS[1].email, 'Roadie-demo-1');
    const auth = { token: crew.authToken };
    const [tour] = must(await t.get<Data<{ tourId: string }[]>>('/api/sync/tours', auth)).data;
    const riders = must(await t.get<Data<Rider[]>>(`/api/riders/tour/${tour?.tourId}`, auth)).data;
    expect(riders.map((rider) => rider.name)).toEqual(['UK headline rider']);
    const detail = must(await t.get<Data<RiderDetail>>(`/api/riders/${riders[0]?.id}`, auth)).data;
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
        await t.post<Data<{ url: string }>>('/api/upload/download-url', { fileId: file.id }, auth),
      ).data;
      const opened = await t.app.request(url.url);
      expect(opened.status).toBe(200);
      expect(new TextDecoder().decode((await opened.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
  });
});
