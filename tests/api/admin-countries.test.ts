import { describe, expect, it } from 'vitest';
import { COUNTRY_MESSAGES } from '#contract/admin-countries';
import { MESSAGES } from '#contract/messages';
import { adminRecordCount, lastAdminRecord, signedInAdmin } from '../support/admin-data-factories';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { must } from '../support/tour-factories';

const t = await setupTestApp();

describe('admin countries', () => {
  it('lists the built-in countries, searched by name or code', async () => {
    const admin = await signedInAdmin(t);
    const found = must(
      await t.call('GET /admin/countries', { query: { search: 'germ' }, token: admin.token }),
    ).data;
    expect(found).toEqual([{ code: 'DE', name: 'Germany', builtIn: true, createdAt: null }]);
    const byCode = must(
      await t.call('GET /admin/countries', { query: { search: 'de' }, token: admin.token }),
    ).data;
    expect(byCode.map((c) => c.code)).toContain('DE');
    const one = must(
      await t.call('GET /admin/countries/{id}', { params: { id: 'FR' }, token: admin.token }),
    ).data;
    expect(one).toMatchObject({ code: 'FR', name: 'France', builtIn: true });
  });

  it('adds a country, lists it as added and records it', async () => {
    const admin = await signedInAdmin(t);
    const added = must(
      await t.call('POST /admin/countries', { body: { code: 'qz', name: 'Atlantis' }, token: admin.token }),
      201,
    ).data;
    expect(added).toMatchObject({ code: 'QZ', name: 'Atlantis', builtIn: false });
    const listed = must(
      await t.call('GET /admin/countries', { query: { search: 'atlan' }, token: admin.token }),
    ).data;
    expect(listed).toEqual([added]);
    expect(
      must(await t.call('GET /admin/countries/{id}', { params: { id: 'QZ' }, token: admin.token })).data,
    ).toEqual(added);
    expect(await lastAdminRecord(t, 'QZ')).toMatchObject({
      actorId: admin.user.id,
      action: 'country.create',
      targetType: 'country',
      detail: { name: 'Atlantis' },
    });
  });

  it('refuses a bad or used code and a missing name with field messages, recording nothing', async () => {
    const admin = await signedInAdmin(t);
    const before = await adminRecordCount(t);
    const bad = await t.post('/api/admin/countries', { code: 'Q1' }, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { fields: { code: COUNTRY_MESSAGES.code, name: MESSAGES.required } },
    });
    const builtIn = await t.post(
      '/api/admin/countries',
      { code: 'DE', name: 'Deutschland' },
      { token: admin.token },
    );
    expect(builtIn.body).toMatchObject({ error: { fields: { code: COUNTRY_MESSAGES.codeTaken } } });
    must(
      await t.call('POST /admin/countries', { body: { code: 'QY', name: 'Lemuria' }, token: admin.token }),
      201,
    );
    const again = await t.post('/api/admin/countries', { code: 'qy', name: 'Mu' }, { token: admin.token });
    expect(again.body).toMatchObject({ error: { fields: { code: COUNTRY_MESSAGES.codeTaken } } });
    expect(await adminRecordCount(t)).toBe(before + 1);
    const missing = await t.call('GET /admin/countries/{id}', { params: { id: 'QX' }, token: admin.token });
    expect(missing.status).toBe(404);
  });

  it('refuses a user who is not an admin with 403', async () => {
    const user = await signedInUser(t);
    expect((await t.call('GET /admin/countries', { query: {}, token: user.token })).status).toBe(403);
    const add = await t.post('/api/admin/countries', { code: 'QW', name: 'Nope' }, { token: user.token });
    expect(add.status).toBe(403);
  });
});
