import { describe, expect, it } from 'vitest';
import type { ArtistFile } from '#contract/artist-files';
import type { Artist } from '#contract/artists';
import { download, downloadUrl } from '../../support/file-factories';
import { type Data, must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function artistFilesChecks(demo: DemoContext) {
  describe('the demo artist’s files', () => {
    it('an EPK (PDF) and a logo (PNG) that the crew can list and download', async () => {
      const { t, crew } = demo.seeded();
      const [artist] = must(await t.get<Data<Artist[]>>('/api/artists', { token: crew.authToken })).data;
      const listed = must(
        await t.get<Data<ArtistFile[]>>(`/api/artists/${artist?.id}/files`, { token: crew.authToken }),
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
