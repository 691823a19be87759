import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { PERSONNEL_CSV_MESSAGES as M, PERSONNEL_CSV_MAX_BYTES } from '#contract/personnel-csv';
import type { AddTourPersonnelResult } from '#contract/tour-personnel';
import { registerConfirmed, signedInUser, uniqueEmail } from '../support/factories';
import { expectTourUnchanged, withTourState } from '../support/tenant-cases-tours';
import { setupTestApp } from '../support/test-app';
import { type Data, type ErrorBody, joinTour, ownerWithTour, personnelOf } from '../support/tour-factories';

const t = await setupTestApp();

function csvFile(text: string | Uint8Array<ArrayBuffer>, name = 'crew.csv', type = 'text/csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type }), name);
  return form;
}
const importCsv = (token: string, tourId: string, form: FormData) =>
  t.post<Data<AddTourPersonnelResult> & ErrorBody>(`/api/tours/${tourId}/upload-personnel-csv`, form, {
    token,
  });

describe('POST /api/tours/{id}/upload-personnel-csv', () => {
  it('invites every row with its role and title; people already on the tour are skipped', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const known = await registerConfirmed(t, { firstName: 'Kai' });
    const ana = uniqueEmail('ana');
    // Mails are read newest first: the invitations must come after Kai's confirmation mail.
    t.clock.advance(1);
    const text = [
      '\uFEFFEmail,Role,Role Title,First Name,Last Name',
      `${ana},Project Manager,FOH,Ana,"Silva, Jr."`,
      '',
      `${known.email},vendor,backline tech,Ignored,Name`,
      `${member.email},,,,`,
    ].join('\r\n');
    const response = await importCsv(owner.token, tour.id, csvFile(text));
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ invited: [ana, known.email], skipped: [member.email] });
    const people = await personnelOf(t, owner.token, tour.id);
    expect(people.find((p) => p.email === ana)).toMatchObject({
      role: 'TOUR_MANAGER',
      roleTitle: 'FOH',
      status: 'INVITED',
      userId: null,
    });
    expect(people.find((p) => p.email === known.email)).toMatchObject({
      role: 'VENDOR',
      roleTitle: 'Backline Tech',
      status: 'INVITED',
      firstName: 'Kai',
    });
    expect(people.find((p) => p.email === member.email)).toMatchObject({
      status: 'ACTIVE',
      role: 'TOUR_MEMBER',
    });
    // Mailed after the commit: the newcomer by name with a sign-up link, the account holder to open the app.
    expect((await t.lastMailTo(ana))?.text).toMatch(/^Hi Ana,[\s\S]*\/register\?email=/);
    expect((await t.lastMailTo(known.email))?.text).toContain('http://roadie.test/dashboard');
  });

  it('one bad row answers 400 with a message per bad row and imports nobody', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const ok = uniqueEmail('ok');
    const text = `email,role,role title\n${ok},,FOH\nnot-an-email,,\n${ok},,\nsam@example.com,Boss,\n`;
    const before = await withTourState(t, { tourId: tour.id });
    const response = await importCsv(owner.token, tour.id, csvFile(text));
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      message: M.rowsInvalid,
      fields: { 'row 3': MESSAGES.invalidEmail, 'row 4': M.duplicate(2), 'row 5': M.badRole },
    });
    await expectTourUnchanged(t, before);
    expect(await t.lastMailTo(ok)).toBeUndefined();
  });

  it.each([
    ['no file', () => new FormData(), { file: M.missing }],
    ['an empty file', () => csvFile(''), { file: M.empty }],
    ['a file without an email column', () => csvFile('name\nAna'), { file: M.noEmailColumn }],
    [
      'a spreadsheet saved as .xlsx',
      () => csvFile('email\na@x.com', 'crew.xlsx', 'application/zip'),
      { file: M.wrongType },
    ],
    [
      'binary bytes named .csv',
      () => csvFile(new Uint8Array([0x50, 0x4b, 0, 0, 1]), 'crew.csv'),
      { file: M.wrongType },
    ],
  ])('answers 400 for %s', async (_label, form, fields) => {
    const { owner, tour } = await ownerWithTour(t);
    const before = await withTourState(t, { tourId: tour.id });
    const response = await importCsv(owner.token, tour.id, form());
    expect([response.status, response.body.error.fields]).toEqual([400, fields]);
    await expectTourUnchanged(t, before);
  });

  it('refuses a file over 1 MB with a clear message', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const before = await withTourState(t, { tourId: tour.id });
    const justOver = await importCsv(
      owner.token,
      tour.id,
      csvFile(`email\n${'x'.repeat(PERSONNEL_CSV_MAX_BYTES)}`),
    );
    expect([justOver.status, justOver.body.error.fields]).toEqual([400, { file: M.tooLarge }]);
    // Far over: refused while reading the body, before anything is parsed.
    const huge = await importCsv(owner.token, tour.id, csvFile('x'.repeat(2 * PERSONNEL_CSV_MAX_BYTES)));
    expect([huge.status, huge.body.error.message]).toEqual([413, M.tooLarge]);
    await expectTourUnchanged(t, before);
  });

  it('a member may not import (403); another workspace’s tour is not found (404)', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const member = await joinTour(t, owner.token, tour.id);
    const before = await withTourState(t, { tourId: tour.id });
    const file = () => csvFile(`email\n${uniqueEmail()}`);
    const byMember = await importCsv(member.token, tour.id, file());
    expect([byMember.status, byMember.body.error.code]).toEqual([403, 'forbidden']);
    const stranger = await signedInUser(t);
    expect((await importCsv(stranger.token, tour.id, file())).status).toBe(404);
    await expectTourUnchanged(t, before);
  });

  it('a manager may not hand out the owner role through a file (403, nobody imported)', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER');
    const before = await withTourState(t, { tourId: tour.id });
    const text = `email,role\n${uniqueEmail()},Project Member\n${uniqueEmail()},Project Owner`;
    expect((await importCsv(manager.token, tour.id, csvFile(text))).status).toBe(403);
    await expectTourUnchanged(t, before);
  });
});
