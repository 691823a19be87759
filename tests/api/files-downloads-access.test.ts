/**
 * A download link names the person it was issued to, and following it re-checks that this person
 * may still read the file: consent withdrawn, removed from the tour or account gone → 404, even
 * before the link expires. The link itself still needs no Authorization header (<a href>, <img src>).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index';
import { download, downloadUrl, tourFile, uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { attachDocument, setConsent } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import { joinTour, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

/** A crew member who shares their details on the owner's tour, with one personal document. */
async function consentingCrew() {
  const { owner, tour } = await ownerWithTour(t);
  const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Casey');
  const document = await attachDocument(t, crew.token);
  await setConsent(t, tour.id, crew.user.id);
  return { owner, tour, crew, document };
}

describe('a download link is bound to the person it was issued to', () => {
  it('a manager’s link to a crew document stops working once the crew member withdraws consent', async () => {
    const { owner, tour, crew, document } = await consentingCrew();
    const link = await downloadUrl(t, owner.token, document.fileId);
    expect((await download(t, link.url)).status).toBe(200);
    must(
      await t.call('PATCH /tours/{id}/share-information-consent', {
        params: { id: tour.id },
        body: { shareInformation: false },
        token: crew.token,
      }),
    );
    const refused = await download(t, link.url);
    expect(refused.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toMatchObject({
      error: { code: 'not_found' },
    });
    // The owner's own link is unaffected: the rule is about who the link was issued to.
    const own = await downloadUrl(t, crew.token, document.fileId);
    expect((await download(t, own.url)).bytes).toEqual(SAMPLES.pdf);
  });

  it('a member removed from the tour can no longer follow a link to a tour file issued before', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const link = await downloadUrl(t, crew.token, file.id);
    expect((await download(t, link.url)).status).toBe(200);
    must(
      await t.del(`/api/tours/${tour.id}/personnel/${crew.personnel.id}`, undefined, { token: owner.token }),
    );
    expect((await download(t, link.url)).status).toBe(404);
    expect((await download(t, (await downloadUrl(t, owner.token, file.id)).url)).status).toBe(200);
  });

  it('a tour mate’s avatar URL stops working when they no longer share a tour', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const { key } = await uploaded(t, owner.token, SAMPLES.png, { purpose: 'AVATAR' });
    must(await t.post('/api/users/upload_avatar', { key }, { token: owner.token }));
    const details = await t.call('GET /users/{id}/personal-details', {
      params: { id: owner.user.id },
      token: owner.token,
    });
    const [avatar] = await t.db.query.files.findMany({ where: (f, { eq }) => eq(f.storageKey, key) });
    const link = await downloadUrl(t, crew.token, avatar?.id ?? '');
    expect((await download(t, link.url)).status).toBe(200);
    must(
      await t.del(`/api/tours/${tour.id}/personnel/${crew.personnel.id}`, undefined, { token: owner.token }),
    );
    expect((await download(t, link.url)).status).toBe(404);
    // The owner's own avatar URL keeps working.
    expect((await download(t, details.body.data.avatarUrl ?? '')).status).toBe(200);
  });

  it('a link whose person’s account is gone answers 404', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const link = await downloadUrl(t, crew.token, file.id);
    await t.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, crew.user.id));
    expect((await download(t, link.url)).status).toBe(404);
  });
});
