/**
 * An artist's logo is an https URL shown in an <img>: anything else (javascript:, data:, http:,
 * credentials in the URL) is refused on write, and an old stored value that is no longer valid reads
 * as no logo rather than breaking the artist. The CSP lets https pictures load.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ARTIST_MESSAGES } from '#contract/artists';
import { artists } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { createArtist, type ErrorBody, must } from '../support/tour-factories';

const t = await setupTestApp();

const UNSAFE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zy8+',
  'http://cdn.example.com/logo.png',
  'https://user:secret@cdn.example.com/logo.png',
  'ftp://cdn.example.com/logo.png',
];

describe('artist logo URLs', () => {
  it.each(UNSAFE)('refuses %s on create and on change, and stores nothing', async (logoUrl) => {
    const owner = await signedInUser(t);
    const created = await t.post<ErrorBody>(
      '/api/artists',
      { name: 'Lumen', logoUrl },
      { token: owner.token },
    );
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual({ logoUrl: ARTIST_MESSAGES.logoUrl });
    const artist = await createArtist(t, owner.token, 'Lumen');
    const changed = await t.patch<ErrorBody>(
      `/api/artists/${artist.id}`,
      { logoUrl },
      { token: owner.token },
    );
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields).toEqual({ logoUrl: ARTIST_MESSAGES.logoUrl });
    const [row] = await t.db.select().from(artists).where(eq(artists.id, artist.id));
    expect(row?.logoUrl).toBeNull();
  });

  it('accepts an https URL and answers it as given', async () => {
    const owner = await signedInUser(t);
    const logoUrl = 'https://cdn.example.com/logos/lumen.png?v=2';
    const created = await t.call('POST /artists', { body: { name: 'Lumen', logoUrl }, token: owner.token });
    expect(must(created, 201).data.logoUrl).toBe(logoUrl);
  });

  it('a stored value that is no longer allowed reads as no logo, in the list and by id', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token, 'Old');
    await t.db.update(artists).set({ logoUrl: 'javascript:alert(1)' }).where(eq(artists.id, artist.id));
    const one = must(await t.call('GET /artists/{id}', { params: { id: artist.id }, token: owner.token }));
    expect(one.data.logoUrl).toBeNull();
    const all = must(await t.call('GET /artists', { query: {}, token: owner.token }));
    expect(all.data.map((a) => a.logoUrl)).toEqual([null]);
    // The artist stays editable: a change without a logo works.
    const renamed = await t.call('PATCH /artists/{id}', {
      params: { id: artist.id },
      body: { name: 'Renamed' },
      token: owner.token,
    });
    expect(must(renamed).data).toMatchObject({ name: 'Renamed', logoUrl: null });
  });

  it('the CSP lets https pictures load, and nothing but pictures may come from data:', async () => {
    const response = await t.get('/api/healthcheck');
    const csp = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(csp['img-src']).toContain('https:');
    expect(csp['img-src']).not.toContain('http:');
    for (const directive of ['default-src', 'script-src', 'object-src', 'frame-ancestors'])
      expect(csp[directive], directive).not.toContain('data:');
  });
});
