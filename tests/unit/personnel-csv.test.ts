import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { PERSONNEL_CSV_MESSAGES as M, PERSONNEL_CSV_MAX_ROWS } from '#contract/personnel-csv';
import { csvRecords } from '../../server/modules/tour-personnel/csv-records';
import { parsePersonnelCsv } from '../../server/modules/tour-personnel/personnel-csv';

describe('csvRecords', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    const text = 'a,"b, c","say ""hi""","two\nlines"\r\nx,,z';
    expect(csvRecords(text, ',')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', '', 'z'],
    ]);
  });

  it('drops a byte-order mark and keeps a last line without a line break', () => {
    expect(csvRecords('\uFEFFemail\nA@x.com', ',')).toEqual([['email'], ['A@x.com']]);
    expect(csvRecords('email\n', ',')).toEqual([['email']]);
  });
});

describe('parsePersonnelCsv', () => {
  it('reads columns by header name in any case and order, with defaults for what is left out', () => {
    const text = [
      'First Name;EMAIL;Role Title;role;last_name',
      'Ana;ana@x.com;foh;Project Manager;Silva',
      ';BEN@X.COM;;;',
      'Cy;cy@x.com;Stage Manager;vendor;',
    ].join('\r\n');
    expect(parsePersonnelCsv(text)).toEqual({
      ok: true,
      people: [
        {
          row: 2,
          email: 'ana@x.com',
          role: 'TOUR_MANAGER',
          roleTitle: 'FOH',
          firstName: 'Ana',
          lastName: 'Silva',
        },
        { row: 3, email: 'ben@x.com', role: 'TOUR_MEMBER', roleTitle: null, firstName: null, lastName: null },
        {
          row: 4,
          email: 'cy@x.com',
          role: 'VENDOR',
          roleTitle: 'Stage Manager',
          firstName: 'Cy',
          lastName: null,
        },
      ],
    });
  });

  it('accepts the enum names and roleTitle as a header; skips blank lines but keeps row numbers', () => {
    const result = parsePersonnelCsv('email,roleTitle,role\n\n"dee@x.com","MON",TOUR_OWNER\n ,, \n');
    expect(result).toEqual({
      ok: true,
      people: [
        { row: 3, email: 'dee@x.com', role: 'TOUR_OWNER', roleTitle: 'MON', firstName: null, lastName: null },
      ],
    });
  });

  it('reports every bad row by its spreadsheet row, including repeated e-mails', () => {
    const text = [
      'email,role,role title',
      'ok@x.com,,',
      'not-an-email,,',
      ',Project Member,',
      'ok2@x.com,Drummer,',
      'ok3@x.com,,Chef',
      'OK@x.com,,',
    ].join('\n');
    expect(parsePersonnelCsv(text)).toEqual({
      ok: false,
      fields: {
        'row 3': MESSAGES.invalidEmail,
        'row 4': MESSAGES.required,
        'row 5': M.badRole,
        'row 6': M.badRoleTitle,
        'row 7': M.duplicate(2),
      },
    });
  });

  it.each([
    ['no email column', 'name,role\nAna,Vendor', M.noEmailColumn],
    ['an empty file', '', M.noEmailColumn],
    ['only a header', 'email\n\n', M.noRows],
    [
      'too many rows',
      `email\n${Array.from({ length: PERSONNEL_CSV_MAX_ROWS + 1 }, (_, i) => `p${i}@x.com`).join('\n')}`,
      M.tooManyRows,
    ],
  ])('answers a file error for %s', (_label, text, message) => {
    expect(parsePersonnelCsv(text)).toEqual({ ok: false, fields: { file: message } });
  });

  it('takes exactly the maximum number of rows', () => {
    const text = `email\n${Array.from({ length: PERSONNEL_CSV_MAX_ROWS }, (_, i) => `p${i}@x.com`).join('\n')}`;
    const result = parsePersonnelCsv(text);
    expect(result.ok && result.people).toHaveLength(PERSONNEL_CSV_MAX_ROWS);
  });
});
