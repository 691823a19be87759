import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  type AddressInputSchema,
  type ArtistAddressSearchSchema,
  type CreateArtistAddressSchema,
} from '#contract/addresses';
import { signedInUser } from '../support/factories';
import { ADDRESS, personalDetailsOf } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import { createArtist, type ErrorBody, joinTour, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

const create = async (token: string, body: v.InferInput<typeof AddressInputSchema> = ADDRESS) =>
  must(await t.call('POST /addresses', { body, token }), 201).data;
const list = (token: string) => t.call('GET /addresses', { token });
const read = (token: string, id: string) => t.call('GET /addresses/{id}', { params: { id }, token });

describe('/api/addresses: your own addresses', () => {
  it('create, list, read, change and delete; the first becomes main and deleting it clears main', async () => {
    const me = await signedInUser(t);
    const home = await create(me.token);
    t.clock.advance(1);
    const work = await create(me.token, { ...ADDRESS, label: 'Work', street: '5 Mill Lane', city: 'Leeds' });
    expect(must(await list(me.token)).data).toEqual([home, work]);
    expect(must(await read(me.token, work.id)).data).toEqual(work);
    expect((await personalDetailsOf(t, me.token)).addressId).toBe(home.id);

    const changed = await t.call('PATCH /addresses/{id}', {
      params: { id: work.id },
      body: { city: 'York' },
      token: me.token,
    });
    expect(must(changed).data).toEqual({ ...work, city: 'York' });

    expect((await t.del(`/api/addresses/${work.id}`, undefined, { token: me.token })).status).toBe(200);
    expect((await personalDetailsOf(t, me.token)).addressId).toBe(home.id);
    expect((await t.del(`/api/addresses/${home.id}`, undefined, { token: me.token })).status).toBe(200);
    const details = await personalDetailsOf(t, me.token);
    expect(details.addressId).toBeNull();
    expect(details.addresses).toEqual([]);
    expect((await t.get(`/api/addresses/${home.id}`, { token: me.token })).status).toBe(404);
  });

  it('bad input → 400 with the product’s messages; nothing saved', async () => {
    const me = await signedInUser(t);
    const response = await t.post<ErrorBody>('/api/addresses', { city: 'Leeds' }, { token: me.token });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      street: ADDRESS_MESSAGES.street,
      state: ADDRESS_MESSAGES.state,
      postalCode: ADDRESS_MESSAGES.postalCode,
      country: ADDRESS_MESSAGES.country,
    });
    const patch = await create(me.token);
    const blank = await t.patch<ErrorBody>(
      `/api/addresses/${patch.id}`,
      { street: '  ' },
      { token: me.token },
    );
    expect(blank.body.error.fields).toEqual({ street: ADDRESS_MESSAGES.street });
    expect(must(await list(me.token)).data).toEqual([patch]);
  });

  it('someone else’s address: read, change, delete → 404 and unchanged', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await create(other.token);
    const opts = { token: me.token };
    const attempts = [
      await t.get(`/api/addresses/${theirs.id}`, opts),
      await t.patch(`/api/addresses/${theirs.id}`, { city: 'Mine' }, opts),
      await t.del(`/api/addresses/${theirs.id}`, undefined, opts),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(must(await list(me.token)).data).toEqual([]);
    expect(must(await read(other.token, theirs.id)).data).toEqual(theirs);
  });
});

describe('/api/artist-addresses', () => {
  const addArtistAddress = (token: string, body: v.InferInput<typeof CreateArtistAddressSchema>) =>
    t.call('POST /artist-addresses', { body, token });
  const search = (token: string, body: v.InferInput<typeof ArtistAddressSearchSchema>) =>
    t.call('POST /artist-addresses/search', { body, token });

  it('the workspace owner adds; people on the artist’s tours find them by street, city or label', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const office = must(
      await addArtistAddress(owner.token, {
        ...ADDRESS,
        artistId: tour.artistId,
        label: 'Management office',
      }),
      201,
    ).data;
    expect(office).toEqual({
      id: expect.any(String),
      artistId: tour.artistId,
      ...ADDRESS,
      label: 'Management office',
    });
    const studio = must(
      await addArtistAddress(owner.token, {
        ...ADDRESS,
        artistId: tour.artistId,
        label: 'Studio',
        city: 'Bristol',
      }),
      201,
    ).data;
    expect(must(await search(crew.token, { query: 'bris' })).data).toEqual([studio]);
    expect(must(await search(crew.token, { query: 'management' })).data).toEqual([office]);
    expect(must(await search(crew.token, { query: 'harbour' })).data).toHaveLength(2);
    expect(must(await search(crew.token, { artistId: tour.artistId, query: '' })).data).toHaveLength(2);
    expect(must(await search(crew.token, { query: '%' })).data).toEqual([]);
  });

  it('members may not add or delete (403); strangers neither see nor touch them (404)', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const stranger = await signedInUser(t);
    const body = { ...ADDRESS, artistId: tour.artistId };
    expect((await addArtistAddress(crew.token, body)).status).toBe(403);
    expect((await addArtistAddress(stranger.token, body)).status).toBe(404);
    const office = must(await addArtistAddress(owner.token, body), 201).data;
    expect(must(await search(stranger.token, { query: 'harbour' })).data).toEqual([]);
    expect((await search(stranger.token, { artistId: tour.artistId, query: '' })).status).toBe(404);
    expect((await t.del(`/api/artist-addresses/${office.id}`, undefined, { token: crew.token })).status).toBe(
      403,
    );
    expect(
      (await t.del(`/api/artist-addresses/${office.id}`, undefined, { token: stranger.token })).status,
    ).toBe(404);
    expect(must(await search(owner.token, { query: '' })).data).toEqual([office]);
    expect(
      (await t.del(`/api/artist-addresses/${office.id}`, undefined, { token: owner.token })).status,
    ).toBe(200);
    expect(must(await search(owner.token, { query: '' })).data).toEqual([]);
  });

  it('bad input → 400; a person’s address is not an artist address (404)', async () => {
    const owner = await signedInUser(t);
    const artist = await createArtist(t, owner.token);
    const bad = await t.post<ErrorBody>(
      '/api/artist-addresses',
      { artistId: artist.id, street: '' },
      {
        token: owner.token,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      street: ADDRESS_MESSAGES.street,
      city: ADDRESS_MESSAGES.city,
    });
    const mine = await create(owner.token);
    expect((await t.del(`/api/artist-addresses/${mine.id}`, undefined, { token: owner.token })).status).toBe(
      404,
    );
  });
});
