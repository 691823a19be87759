import { describe, expect, it } from 'vitest';
import { download, downloadUrl } from '../../support/file-factories';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function artistFilesChecks(demo: DemoContext) {
  describe('the demo artist’s files', () => {
    it('an EPK (PDF) and a logo (PNG) that the crew can list and download', async () => {
      const { t, crew } = demo.seeded();
      const [artist] = must(await t.call('GET /artists', { token: crew.authToken })).data;
      const listed = must(
        await t.call('GET /artists/{id}/files', { params: { id: artist?.id ?? '' }, token: crew.authToken }),
      ).data;
      expect(listed.map((file) => [file.name, file.mimeType]).sort()).toEqual([
        ['EPK.pdf', 'application/pdf'],
        ['Logo.png', 'image/png'],
      ]);
      for (const file of listed) {
        const got = await download(t, (await downloadUrl(t, crew.authToken, file.id)).url);
        expect(got.status).toBe(200);
        expect(got.bytes.length).toBe(file.size);
      }
    });
  });
}
