import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, IDENTITY_DOCUMENT_MAX_BYTES, OTHER_FILE_MAX_BYTES } from '#contract/files';
import { stagedUploads } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { storedKeys, upload, uploaded } from '../support/file-factories';
import { OFFICE, pdfOfSize, SAMPLES } from '../support/file-samples';
import { setupTestApp } from '../support/test-app';
import type { ErrorBody } from '../support/tour-factories';

const t = await setupTestApp();
const me = await signedInUser(t);

const OFFICE_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const stagedOf = (userId: string) =>
  t.db.select().from(stagedUploads).where(eq(stagedUploads.ownerId, userId));

function expectRefused(response: { status: number; body: unknown }, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((response.body as ErrorBody).error).toMatchObject({ message, fields: { file: message } });
}

describe('POST /api/upload: the type comes from the content', () => {
  it.each([
    ['a PDF', SAMPLES.pdf, 'Rider.pdf', 'application/pdf'],
    ['a PNG', SAMPLES.png, 'plot.png', 'image/png'],
    ['a JPEG', SAMPLES.jpeg, 'photo.jpg', 'image/jpeg'],
    ['a GIF', SAMPLES.gif, 'map.gif', 'image/gif'],
    ['a WebP', SAMPLES.webp, 'map.webp', 'image/webp'],
    ['a Word document', OFFICE.docx, 'Advance.docx', OFFICE_TYPES.docx],
    ['an Excel workbook', OFFICE.xlsx, 'Budget.xlsx', OFFICE_TYPES.xlsx],
    ['a PowerPoint deck', OFFICE.pptx, 'Show.pptx', OFFICE_TYPES.pptx],
    ['UTF-8 text', SAMPLES.text, 'Notes.txt', 'text/plain'],
    ['CSV text', SAMPLES.csv, 'Crew.csv', 'text/csv'],
  ])('%s is stored under its real type', async (_label, bytes, name, mimeType) => {
    const response = await upload(t, me.token, bytes, { name, type: 'application/x-whatever' });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ key: expect.any(String), name, mimeType, size: bytes.length });
    const [row] = await t.db
      .select()
      .from(stagedUploads)
      .where(eq(stagedUploads.key, response.body.data.key));
    expect(row).toMatchObject({ ownerId: me.user.id, mimeType, size: bytes.length, purpose: 'DAY_FILE' });
    expect(await t.deps.storage.exists(response.body.data.key)).toBe(true);
  });

  it('a PNG named .pdf (and claimed to be a PDF) is stored as image/png, named .png', async () => {
    const data = await uploaded(t, me.token, SAMPLES.png, {
      name: 'Stage plot.pdf',
      type: 'application/pdf',
    });
    expect(data).toMatchObject({ mimeType: 'image/png', name: 'Stage plot.png' });
  });

  it.each([
    ['a Windows program named .pdf', SAMPLES.exe, 'invoice.pdf'],
    ['a Linux program', SAMPLES.elf, 'tool.txt'],
    ['a shell script, although it is text', SAMPLES.script, 'notes.txt'],
    ['a zip that is not an Office document', OFFICE.zip, 'Advance.docx'],
    ['an Office document with macros', OFFICE.macros, 'Advance.docx'],
    ['binary junk', new Uint8Array([0x01, 0x02, 0x03, 0xfe]), 'data.csv'],
    ['text that is not UTF-8', new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]), 'menu.txt'],
  ])('%s is refused and nothing is kept', async (_label, bytes, name) => {
    const before = await storedKeys(t);
    const response = await upload(t, me.token, bytes, { name, type: 'application/pdf' });
    expectRefused(response, 400, FILE_MESSAGES.typeNotAllowed);
    expect(await storedKeys(t)).toEqual(before);
  });

  it('personal documents accept only JPEG, PNG and PDF', async () => {
    expect(
      (await upload(t, me.token, SAMPLES.jpeg, { purpose: 'PERSONAL_DOCUMENT', name: 'id.jpg' })).status,
    ).toBe(201);
    const text = await upload(t, me.token, SAMPLES.text, { purpose: 'PERSONAL_DOCUMENT', name: 'id.txt' });
    expectRefused(text, 400, FILE_MESSAGES.typeNotAllowed);
    const docx = await upload(t, me.token, OFFICE.docx, { purpose: 'PERSONAL_DOCUMENT', name: 'W-9.docx' });
    expectRefused(docx, 400, FILE_MESSAGES.typeNotAllowed);
  });

  it('cleans the name: no folders, no invisible characters', async () => {
    const data = await uploaded(t, me.token, SAMPLES.pdf, { name: 'C:\\fakepath\\..\\Rider\u202e.pdf' });
    expect(data.name).toBe('Rider.pdf');
    const text = await uploaded(t, me.token, SAMPLES.text, { name: 'run.exe' });
    expect(text).toMatchObject({ name: 'run.txt', mimeType: 'text/plain' });
  });
});

describe('POST /api/upload: what is refused as input', () => {
  it('no file: 400 "Choose a file to upload"', async () => {
    const response = await upload<ErrorBody>(t, me.token, null, { purpose: 'DAY_FILE' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ file: FILE_MESSAGES.missing });
  });

  it('an empty file: 400 "The file is empty"', async () => {
    const response = await upload<ErrorBody>(t, me.token, new Uint8Array(0), { name: 'empty.pdf' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ file: FILE_MESSAGES.empty });
  });

  it('a missing or unknown purpose: 400 on the purpose field', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(SAMPLES.pdf)]), 'a.pdf');
    form.append('purpose', 'HOLIDAY_SNAPS');
    const response = await t.app.request('/api/upload', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toHaveProperty('purpose');
  });

  it('JSON instead of a form: 400, never a 500', async () => {
    const response = await t.post<ErrorBody>(
      '/api/upload',
      { file: 'x', purpose: 'DAY_FILE' },
      { token: me.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.request('/api/upload', { method: 'POST', body: new FormData() });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/upload: size limits per purpose', () => {
  it('a personal document may be 10 MB, not a byte more', async () => {
    const before = (await stagedOf(me.user.id)).length;
    const atLimit = await upload(t, me.token, pdfOfSize(IDENTITY_DOCUMENT_MAX_BYTES), {
      purpose: 'PERSONAL_DOCUMENT',
    });
    expect(atLimit.status).toBe(201);
    const keys = await storedKeys(t);
    const over = await upload(t, me.token, pdfOfSize(IDENTITY_DOCUMENT_MAX_BYTES + 1), {
      purpose: 'PERSONAL_DOCUMENT',
    });
    expectRefused(over, 413, FILE_MESSAGES.tooLarge(IDENTITY_DOCUMENT_MAX_BYTES));
    expect(FILE_MESSAGES.tooLarge(IDENTITY_DOCUMENT_MAX_BYTES)).toContain('10 MB');
    expect(await storedKeys(t)).toEqual(keys);
    expect(await stagedOf(me.user.id)).toHaveLength(before + 1);
  });

  it('a day file over 25 MB is refused (413) and nothing is stored', async () => {
    const keys = await storedKeys(t);
    const over = await upload(t, me.token, pdfOfSize(OTHER_FILE_MAX_BYTES + 1), { purpose: 'DAY_FILE' });
    expectRefused(over, 413, FILE_MESSAGES.tooLarge(OTHER_FILE_MAX_BYTES));
    expect(await storedKeys(t)).toEqual(keys);
  });

  it('a body far over the limit is cut off before it is read (413, the file message)', async () => {
    const response = await upload<ErrorBody>(t, me.token, pdfOfSize(OTHER_FILE_MAX_BYTES + 2 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({
      code: 'payload_too_large',
      message: FILE_MESSAGES.tooLarge(OTHER_FILE_MAX_BYTES),
    });
  });

  it('other routes keep the 1 MB JSON limit', async () => {
    const response = await t.post<ErrorBody>(
      '/api/upload/download-url',
      { fileId: crypto.randomUUID(), pad: 'x'.repeat(1024 * 1024 + 1) },
      { token: me.token },
    );
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });
});
