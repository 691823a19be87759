import { describe, expect, it } from 'vitest';
import { signDownloadToken, verifyDownloadToken } from '../../server/modules/files/download-token';
import { displayName } from '../../server/modules/files/files.policy';
import { officeTypeOf } from '../../server/modules/files/office-zip';
import { sniffMimeType } from '../../server/modules/files/sniff';
import { OFFICE, SAMPLES, storedZip } from '../support/file-samples';

describe('displayName', () => {
  it.each([
    ['Stage plot.pdf', 'application/pdf', 'Stage plot.pdf'],
    ['SCAN.PDF', 'application/pdf', 'SCAN.PDF'],
    ['plot.pdf', 'image/png', 'plot.png'],
    ['Tour book v1.2', 'application/pdf', 'Tour book v1.2.pdf'],
    ['/etc/passwd', 'text/plain', 'passwd.txt'],
    ['..', 'application/pdf', 'file.pdf'],
    ['  ', 'image/jpeg', 'file.jpg'],
    ['crew\u0000list\u202e.csv', 'text/csv', 'crewlist.csv'],
    ['setlist.md', 'text/plain', 'setlist.md'],
  ])('%j as %s → %j', (raw, mimeType, expected) => {
    expect(displayName(raw, mimeType)).toBe(expected);
  });

  it('keeps names within 255 characters, extension included', () => {
    const name = displayName(`${'a'.repeat(400)}.exe`, 'application/pdf');
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('officeTypeOf', () => {
  it('finds the document kind behind a zip comment', () => {
    const withComment = new Uint8Array([
      ...OFFICE.xlsx.slice(0, -2),
      5,
      0,
      ...new TextEncoder().encode('hello'),
    ]);
    expect(officeTypeOf(withComment)).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses damaged zips and packages without content types', () => {
    expect(officeTypeOf(OFFICE.docx.slice(0, OFFICE.docx.length - 10))).toBeNull();
    expect(officeTypeOf(storedZip({ 'word/document.xml': '<w:document/>' }))).toBeNull();
    expect(officeTypeOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  it('a PDF starting with text is a PDF, not text', () => {
    expect(sniffMimeType(SAMPLES.pdf, 'x.txt')).toBe('application/pdf');
  });
});

describe('download tokens', () => {
  const secret = 'a-secret-of-the-server-0123456789';
  const fileId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const now = new Date('2027-04-10T12:00:00Z');

  it('verify with the same secret until they expire, and name the person they were issued to', () => {
    const grant = { fileId, userId };
    const { token, expiresAt } = signDownloadToken(secret, grant, new Date(now.getTime() + 300_500));
    expect(expiresAt.toISOString()).toBe('2027-04-10T12:05:00.000Z');
    expect(verifyDownloadToken(secret, token, now)).toEqual({ fileId, userId, expiresAt });
    expect(verifyDownloadToken(secret, token, expiresAt)).toBeNull();
    expect(verifyDownloadToken(`${secret}!`, token, now)).toBeNull();
  });

  it('refuse a token moved to another person', () => {
    const { token } = signDownloadToken(secret, { fileId, userId }, new Date(now.getTime() + 300_000));
    const moved = token.replace(userId, crypto.randomUUID());
    expect(verifyDownloadToken(secret, moved, now)).toBeNull();
  });
});
