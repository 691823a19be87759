import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, FILE_MESSAGES } from '#contract/files';
import type { Avatar } from '#contract/profile';
import { signedInUser } from '../support/factories';
import { download, downloadUrl, storedKeys, upload, uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { personalDetailsOf } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import { type Data, type ErrorBody, joinTour, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

const setAvatar = (token: string, key: string | null) =>
  t.post<Data<Avatar> & ErrorBody>('/api/users/upload_avatar', { key }, { token });

/** A JPEG bigger than the avatar limit (a real header, then filler). */
function jpegOfSize(size: number) {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(SAMPLES.jpeg);
  return bytes;
}

describe('POST /api/users/upload_avatar', () => {
  it('a PNG becomes the avatar: a long-lived URL that serves the bytes, also in personal details', async () => {
    const me = await signedInUser(t);
    const { key } = await uploaded(t, me.token, SAMPLES.png, { name: 'me.png', purpose: 'AVATAR' });
    const response = await setAvatar(me.token, key);
    expect(response.status).toBe(200);
    const url = response.body.data.avatarUrl ?? '';
    expect(url).toMatch(/^\/api\/files\/download\/[\w.-]+$/);
    expect((await personalDetailsOf(t, me.token)).avatarUrl).toBe(url);
    const current = await t.call('GET /users/current-user', { token: me.token });
    expect(current.body.data.avatarUrl).toBe(url);
    // Valid for a week: still works 7 days later.
    t.clock.advance(7 * 86_400 - 60);
    const got = await download(t, url);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(SAMPLES.png);
    expect(got.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('replacing removes the old bytes; null removes the avatar; a replay changes nothing', async () => {
    const me = await signedInUser(t);
    const first = await uploaded(t, me.token, SAMPLES.png, { name: 'a.png', purpose: 'AVATAR' });
    const url = must(await setAvatar(me.token, first.key)).data.avatarUrl;
    expect(must(await setAvatar(me.token, first.key)).data.avatarUrl).toBe(url);
    const second = await uploaded(t, me.token, SAMPLES.jpeg, { name: 'b.jpg', purpose: 'AVATAR' });
    const replaced = must(await setAvatar(me.token, second.key)).data.avatarUrl;
    expect(replaced).not.toBe(url);
    expect(await storedKeys(t)).not.toContain(first.key);
    expect(must(await setAvatar(me.token, null)).data).toEqual({ avatarUrl: null });
    expect(must(await setAvatar(me.token, null)).data).toEqual({ avatarUrl: null });
    expect(await storedKeys(t)).not.toContain(second.key);
    expect((await personalDetailsOf(t, me.token)).avatarUrl).toBeNull();
  });

  it('only JPEG or PNG, by content: a PDF or GIF is refused at upload and at attach', async () => {
    const me = await signedInUser(t);
    for (const [bytes, name] of [
      [SAMPLES.pdf, 'me.png'],
      [SAMPLES.gif, 'me.gif'],
    ] as const) {
      const refused = await upload<ErrorBody>(t, me.token, bytes, { name, purpose: 'AVATAR' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ file: FILE_MESSAGES.typeNotAllowed });
    }
    const pdf = await uploaded(t, me.token, SAMPLES.pdf, { purpose: 'PERSONAL_DOCUMENT' });
    const attach = await setAvatar(me.token, pdf.key);
    expect(attach.status).toBe(400);
    expect(attach.body.error.fields).toEqual({ file: FILE_MESSAGES.typeNotAllowed });
    expect((await personalDetailsOf(t, me.token)).avatarUrl).toBeNull();
  });

  it('more than 10 MB → 413', async () => {
    const me = await signedInUser(t);
    const response = await upload<ErrorBody>(t, me.token, jpegOfSize(AVATAR_MAX_BYTES + 1), {
      name: 'huge.jpg',
      purpose: 'AVATAR',
    });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe(FILE_MESSAGES.tooLarge(AVATAR_MAX_BYTES));
  });

  it('someone else’s upload key → 404; a missing key field → 400', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await uploaded(t, other.token, SAMPLES.png, { purpose: 'AVATAR' });
    expect((await setAvatar(me.token, theirs.key)).status).toBe(404);
    expect((await t.post('/api/users/upload_avatar', {}, { token: me.token })).status).toBe(400);
  });

  it('tour mates get a download URL for the avatar file; strangers get 404', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const { key } = await uploaded(t, crew.token, SAMPLES.png, { purpose: 'AVATAR' });
    must(await setAvatar(crew.token, key));
    const [file] = await t.db.query.files.findMany({ where: (f, { eq }) => eq(f.storageKey, key) });
    const fileId = file?.id ?? '';
    expect((await downloadUrl(t, owner.token, fileId)).cacheable).toBe(true);
    const stranger = await signedInUser(t);
    const refused = await t.post('/api/upload/download-url', { fileId }, { token: stranger.token });
    expect(refused.status).toBe(404);
  });
});
