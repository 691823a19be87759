/**
 * The countries one may pick: the built-in list plus those a platform admin added. Every place that
 * stores a country (birth country, citizenships, passports — over REST and offline sync — addresses,
 * artist addresses, teams) accepts an added one and refuses a code that names no country, with the
 * field's message and nothing changed.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNTRY_UNKNOWN_MESSAGE } from '#contract/countries';
import { addresses, citizenships, passports, workspaceTeams } from '../../server/db/schema';
import { signedInAdmin } from '../support/admin-data-factories';
import { signedInUser } from '../support/factories';
import { ADDRESS, personalDetailsOf } from '../support/profile-factories';
import { createTeam, TEAM_BODY } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { createArtist, device, type ErrorBody, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

/** An admin adds a country (each test its own code: the file's tests share one database). */
async function addCountry(code: string, name: string) {
  const admin = await signedInAdmin(t);
  must(await t.call('POST /admin/countries', { body: { code, name }, token: admin.token }), 201);
}

const unknownOn = (field: string) => ({
  error: expect.objectContaining({ code: 'validation_failed', fields: { [field]: COUNTRY_UNKNOWN_MESSAGE } }),
});

describe('GET /countries', () => {
  it('answers only a signed-in caller', async () => {
    expect((await t.get('/api/countries')).status).toBe(401);
  });

  it('lists the built-in countries by name, and an added one among them', async () => {
    const me = await signedInUser(t);
    const before = must(await t.call('GET /countries', { token: me.token })).data;
    expect(before).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(before.map((country) => country.code)).not.toContain('QZ');
    await addCountry('QZ', 'Atlantis');
    const after = must(await t.call('GET /countries', { token: me.token })).data;
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual({ code: 'QZ', name: 'Atlantis' });
    const names = after.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('an added country can be picked everywhere a country is stored', () => {
  it('birth country, citizenship, passport (REST and sync), address, artist address and team', async () => {
    await addCountry('QX', 'Lemuria');
    const { owner } = await ownerWithTour(t);
    const token = owner.token;
    must(
      await t.call('PATCH /users/personal-details/{id}', {
        params: { id: owner.user.id },
        body: { birthCountryId: 'QX' },
        token,
      }),
    );
    must(await t.call('POST /users/personal-details/citizenships', { body: { country: 'QX' }, token }), 201);
    const details = await personalDetailsOf(t, token);
    expect(details.birthCountryId).toBe('QX');
    expect(details.citizenships.map((c) => c.country)).toEqual(['QX']);

    const passportId = crypto.randomUUID();
    const passport = {
      id: passportId,
      number: 'QX1234567',
      expirationDate: '2031-05-01',
      issuingCountry: 'QX',
    };
    must(await t.call('POST /users/travelling-details/upload-passport', { body: passport, token }));
    const phone = device(t, token);
    const synced = { ...passport, id: crypto.randomUUID(), number: 'QX7654321' };
    const pushed = must(await phone.push([phone.mutation('passport.save', { passport: synced })])).data;
    expect(pushed.results.map((r) => r.status)).toEqual(['applied']);

    must(await t.call('POST /addresses', { body: { ...ADDRESS, country: 'QX' }, token }), 201);
    const artist = await createArtist(t, token);
    must(
      await t.call('POST /artist-addresses', {
        body: { ...ADDRESS, label: 'Label office', artistId: artist.id, country: 'QX' },
        token,
      }),
      201,
    );
    const team = await createTeam(t, token, { country: 'QX' });
    expect(team.country).toBe('QX');
  });
});

describe('a code that names no country is refused, and nothing changes', () => {
  it('on every place a country is stored, with the field message', async () => {
    const { owner } = await ownerWithTour(t);
    const token = owner.token;
    const me = owner.user.id;

    const birth = await t.patch<ErrorBody>(
      `/api/users/personal-details/${me}`,
      { birthCountryId: 'QQ' },
      { token },
    );
    expect([birth.status, birth.body]).toEqual([400, unknownOn('birthCountryId')]);
    expect((await personalDetailsOf(t, token)).birthCountryId).toBeNull();

    const citizenship = await t.post<ErrorBody>(
      '/api/users/personal-details/citizenships',
      { country: 'QQ' },
      { token },
    );
    expect([citizenship.status, citizenship.body]).toEqual([400, unknownOn('country')]);
    expect(await t.db.select().from(citizenships).where(eq(citizenships.userId, me))).toEqual([]);

    const passport = {
      id: crypto.randomUUID(),
      number: 'QQ1234567',
      expirationDate: '2031-05-01',
      issuingCountry: 'QQ',
    };
    const rest = await t.post<ErrorBody>('/api/users/travelling-details/upload-passport', passport, {
      token,
    });
    expect([rest.status, rest.body]).toEqual([400, unknownOn('issuingCountry')]);
    const phone = device(t, token);
    const pushed = must(await phone.push([phone.mutation('passport.save', { passport })])).data;
    expect(pushed.results).toEqual([
      expect.objectContaining({
        status: 'rejected',
        code: 'validation_failed',
        message: COUNTRY_UNKNOWN_MESSAGE,
      }),
    ]);
    expect(await t.db.select().from(passports).where(eq(passports.userId, me))).toEqual([]);

    const address = await t.post<ErrorBody>('/api/addresses', { ...ADDRESS, country: 'QQ' }, { token });
    expect([address.status, address.body]).toEqual([400, unknownOn('country')]);
    const kept = must(await t.call('POST /addresses', { body: ADDRESS, token }), 201).data;
    const moved = await t.patch<ErrorBody>(`/api/addresses/${kept.id}`, { country: 'QQ' }, { token });
    expect([moved.status, moved.body]).toEqual([400, unknownOn('country')]);
    const artist = await createArtist(t, token);
    const artistAddress = await t.post<ErrorBody>(
      '/api/artist-addresses',
      { ...ADDRESS, artistId: artist.id, country: 'QQ' },
      { token },
    );
    expect([artistAddress.status, artistAddress.body]).toEqual([400, unknownOn('country')]);
    const stored = await t.db.select().from(addresses).where(eq(addresses.country, 'QQ'));
    expect(stored).toEqual([]);
    expect(must(await t.call('GET /addresses/{id}', { params: { id: kept.id }, token })).data.country).toBe(
      'GB',
    );

    const team = await createTeam(t, token);
    const newTeam = await t.post<ErrorBody>(
      '/api/workspace-teams',
      { ...TEAM_BODY, country: 'QQ' },
      { token },
    );
    expect([newTeam.status, newTeam.body]).toEqual([400, unknownOn('country')]);
    const renamed = await t.patch<ErrorBody>(`/api/workspace-teams/${team.id}`, { country: 'QQ' }, { token });
    expect([renamed.status, renamed.body]).toEqual([400, unknownOn('country')]);
    const teams = await t.db.select().from(workspaceTeams).where(eq(workspaceTeams.country, 'QQ'));
    expect(teams).toEqual([]);
  });
});
