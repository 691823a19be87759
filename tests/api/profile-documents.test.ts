import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, IDENTITY_DOCUMENT_MAX_BYTES } from '#contract/files';
import type { Citizenship } from '#contract/profile';
import { files } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { download, downloadUrl, storedKeys, upload, uploaded } from '../support/file-factories';
import { pdfOfSize, SAMPLES } from '../support/file-samples';
import { attachDocument, personalDetailsOf } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import type { Data, ErrorBody } from '../support/tour-factories';

const t = await setupTestApp();

const attach = (token: string, body: Record<string, unknown>) =>
  t.post<ErrorBody>('/api/users/personal-details/upload-personal-documents', body, { token });
const removeDocument = (token: string, kind: string) =>
  t.del<ErrorBody>(`/api/users/personal-details/delete-personal-document?kind=${kind}`, undefined, { token });

describe('personal documents', () => {
  it('a real PDF and JPEG attach as documents; the owner downloads the bytes, never cacheable', async () => {
    const me = await signedInUser(t);
    const licence = await attachDocument(t, me.token, 'DRIVERS_LICENSE', SAMPLES.pdf, 'Licence.pdf');
    t.clock.advance(1);
    const headshot = await attachDocument(t, me.token, 'HEADSHOT', SAMPLES.jpeg, 'me.jpg');
    expect(licence).toEqual({
      kind: 'DRIVERS_LICENSE',
      fileId: expect.any(String),
      name: 'Licence.pdf',
      mimeType: 'application/pdf',
      size: SAMPLES.pdf.length,
      createdAt: expect.any(String),
    });
    expect((await personalDetailsOf(t, me.token)).documents).toEqual([licence, headshot]);
    const link = await downloadUrl(t, me.token, headshot.fileId);
    expect(link.cacheable).toBe(false);
    const got = await download(t, link.url);
    expect(got.bytes).toEqual(SAMPLES.jpeg);
    expect(got.headers.get('cache-control')).toBe('no-store');
  });

  it('attaching the same kind again replaces it; the old bytes go after commit; a replay changes nothing', async () => {
    const me = await signedInUser(t);
    const first = await uploaded(t, me.token, SAMPLES.pdf, { name: 'w9.pdf', purpose: 'PERSONAL_DOCUMENT' });
    const attached = await attach(me.token, { kind: 'W9', key: first.key });
    expect(attached.status).toBe(201);
    const again = await attach(me.token, { kind: 'W9', key: first.key });
    expect(again.body).toEqual(attached.body);
    const second = await uploaded(t, me.token, SAMPLES.png, { name: 'w9.png', purpose: 'PERSONAL_DOCUMENT' });
    expect((await attach(me.token, { kind: 'W9', key: second.key })).status).toBe(201);
    const documents = (await personalDetailsOf(t, me.token)).documents;
    expect(documents.map((d) => [d.kind, d.mimeType])).toEqual([['W9', 'image/png']]);
    const keys = await storedKeys(t);
    expect(keys).not.toContain(first.key);
    expect(keys).toContain(second.key);
    const [old] = await t.db.select().from(files).where(eq(files.storageKey, first.key));
    expect(old?.deletedAt).not.toBeNull();
  });

  it('two documents of one kind attached at the same moment: both answer 201, one stays live, no 500', async () => {
    const me = await signedInUser(t);
    const a = await uploaded(t, me.token, SAMPLES.pdf, { name: 'a.pdf', purpose: 'PERSONAL_DOCUMENT' });
    const b = await uploaded(t, me.token, SAMPLES.png, { name: 'b.png', purpose: 'PERSONAL_DOCUMENT' });
    const answers = await Promise.all([
      attach(me.token, { kind: 'HEADSHOT', key: a.key }),
      attach(me.token, { kind: 'HEADSHOT', key: b.key }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const documents = (await personalDetailsOf(t, me.token)).documents;
    expect(documents.filter((d) => d.kind === 'HEADSHOT')).toHaveLength(1);
  });

  it('a text file renamed .pdf is refused at upload; a .txt staged for a day file cannot become a document', async () => {
    const me = await signedInUser(t);
    const refused = await upload<ErrorBody>(t, me.token, SAMPLES.text, {
      name: 'passport.pdf',
      purpose: 'PERSONAL_DOCUMENT',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ file: FILE_MESSAGES.typeNotAllowed });
    const staged = await uploaded(t, me.token, SAMPLES.text, { name: 'notes.pdf', purpose: 'DAY_FILE' });
    const response = await attach(me.token, { kind: 'HEADSHOT', key: staged.key });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ file: FILE_MESSAGES.typeNotAllowed });
    expect((await personalDetailsOf(t, me.token)).documents).toEqual([]);
  });

  it('more than 10 MB → 413 with the limit in the message', async () => {
    const me = await signedInUser(t);
    const response = await upload<ErrorBody>(t, me.token, pdfOfSize(IDENTITY_DOCUMENT_MAX_BYTES + 1), {
      name: 'big.pdf',
      purpose: 'PERSONAL_DOCUMENT',
    });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe(FILE_MESSAGES.tooLarge(IDENTITY_DOCUMENT_MAX_BYTES));
  });

  it('bad kind → 400; someone else’s upload key → 404; nothing attached', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await uploaded(t, other.token, SAMPLES.pdf, { purpose: 'PERSONAL_DOCUMENT' });
    const badKind = await attach(me.token, { kind: 'PASSPORT', key: theirs.key });
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.fields).toEqual({ kind: 'Choose a document type' });
    expect((await attach(me.token, { kind: 'W9', key: theirs.key })).status).toBe(404);
    expect((await personalDetailsOf(t, me.token)).documents).toEqual([]);
    expect(await storedKeys(t)).toContain(theirs.key);
  });

  it('delete removes the document and its bytes; none of that kind → 404; a bad kind → 400', async () => {
    const me = await signedInUser(t);
    const document = await attachDocument(t, me.token, 'COVID_VACCINATION');
    const [row] = await t.db.select().from(files).where(eq(files.id, document.fileId));
    expect((await removeDocument(me.token, 'COVID_VACCINATION')).status).toBe(200);
    expect((await personalDetailsOf(t, me.token)).documents).toEqual([]);
    expect(await storedKeys(t)).not.toContain(row?.storageKey);
    expect((await removeDocument(me.token, 'COVID_VACCINATION')).status).toBe(404);
    expect((await removeDocument(me.token, 'DIPLOMA')).status).toBe(400);
    const gone = await t.post('/api/upload/download-url', { fileId: document.fileId }, { token: me.token });
    expect(gone.status).toBe(404);
  });
});

describe('citizenships', () => {
  const add = (token: string, body: Record<string, unknown>) =>
    t.post<Data<Citizenship> & ErrorBody>('/api/users/personal-details/citizenships', body, { token });

  it('add, list, and a country you already have answers the existing one (200, no duplicate)', async () => {
    const me = await signedInUser(t);
    const id = crypto.randomUUID();
    const created = await add(me.token, { id, country: 'IE' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id, country: 'IE' });
    const duplicate = await add(me.token, { country: 'IE' });
    expect(duplicate.status).toBe(200);
    expect(duplicate.body.data).toEqual({ id, country: 'IE' });
    t.clock.advance(1);
    const second = await add(me.token, { country: 'GB' });
    expect((await personalDetailsOf(t, me.token)).citizenships).toEqual([
      { id, country: 'IE' },
      second.body.data,
    ]);
  });

  it('bad country → 400; removing: own → 200, someone else’s → 404 and kept', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    expect((await add(me.token, { country: 'Narnia' })).status).toBe(400);
    const theirs = (await add(other.token, { country: 'FR' })).body.data;
    const mine = (await add(me.token, { country: 'FR' })).body.data;
    const remove = (token: string, id: string) =>
      t.del(`/api/users/personal-details/citizenships?id=${id}`, undefined, { token });
    expect((await remove(me.token, theirs.id)).status).toBe(404);
    expect((await personalDetailsOf(t, other.token)).citizenships).toEqual([theirs]);
    expect((await remove(me.token, mine.id)).status).toBe(200);
    expect((await personalDetailsOf(t, me.token)).citizenships).toEqual([]);
    expect((await add(me.token, { id: theirs.id, country: 'DE' })).status).toBe(404);
  });
});
