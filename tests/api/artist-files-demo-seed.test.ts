import { describe, expect, it } from 'vitest';
import type { ArtistFile } from '#contract/artist-files';
import type { Artist } from '#contract/artists';
import { DEMO_LOGINS, seedDemo } from '../../server/seed/demo';
import { signIn } from '../support/factories';
import { download, downloadUrl } from '../support/file-factories';
import { setupTestApp } from '../support/test-app';
import { type Data, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('the demo artist’s files', () => {
  // Seeds the whole demo workspace (every area, hashed passwords): heavy work on a loaded machine.
  it('an EPK (PDF) and a logo (PNG) that the crew can list and download', { timeout: 60_000 }, async () => {
    expect(await seedDemo(t.db, t.deps.storage, 'Roadie-demo-1', t.clock.now())).toBe(true);
    const crew = await signIn(t, DEMO_LOGINS[1].email, 'Roadie-demo-1');
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
