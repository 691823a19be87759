import * as v from 'valibot';

/** POST /tours/{id}/upload-personnel-csv: limits and messages shared by the server and the import form. */
export const PERSONNEL_CSV_MAX_BYTES = 1024 * 1024;
export const PERSONNEL_CSV_MAX_ROWS = 500;
export const PERSONNEL_CSV_FIELD = 'file';

export const PERSONNEL_CSV_MESSAGES = {
  missing: 'Choose a CSV file to import',
  empty: 'The file is empty',
  tooLarge: 'The file is too large: at most 1 MB',
  tooManyRows: `The file has too many rows: at most ${PERSONNEL_CSV_MAX_ROWS} people at once`,
  wrongType: 'Choose a CSV file (.csv)',
  noEmailColumn: 'The first row must name the columns, with one called "email"',
  noRows: 'The file has no people in it',
  badRole: 'Use one of: Project Owner, Project Manager, Project Member, Vendor',
  badRoleTitle: 'Use a role title from the list (e.g. FOH, MON, Stage Manager)',
  duplicate: (row: number) => `This e-mail is already in row ${row}`,
  rowsInvalid: 'Some rows are not valid: nothing was imported',
} as const;

/**
 * The error of a bad file: `fields` holds one message per bad row, keyed `row N` (N is the row in a
 * spreadsheet, the header being row 1), or `file` for a problem with the file as a whole.
 */
export const csvRowKey = (row: number) => `row ${row}`;

/** What browsers and spreadsheet apps call a CSV (Excel on Windows says vnd.ms-excel). */
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', ''];
const looksLikeCsv = (file: File) =>
  /\.(csv|txt)$/i.test(file.name) ||
  (!/\.\w+$/.test(file.name) && CSV_TYPES.includes(file.type.split(';')[0]?.trim() ?? ''));

export const PersonnelCsvFormSchema = v.object({
  file: v.pipe(
    v.file(PERSONNEL_CSV_MESSAGES.missing),
    v.minSize(1, PERSONNEL_CSV_MESSAGES.empty),
    v.maxSize(PERSONNEL_CSV_MAX_BYTES, PERSONNEL_CSV_MESSAGES.tooLarge),
    v.check(looksLikeCsv, PERSONNEL_CSV_MESSAGES.wrongType),
  ),
});
