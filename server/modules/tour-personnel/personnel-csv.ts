/**
 * Reads a personnel CSV into people to invite, or into one message per bad row. Pure: the route
 * reads the file, the service writes nothing unless every row here is good.
 */
import * as v from 'valibot';
import { EmailSchema, optionalText } from '#contract/common';
import { MESSAGES } from '#contract/messages';
import { csvRowKey, PERSONNEL_CSV_MESSAGES as M, PERSONNEL_CSV_MAX_ROWS } from '#contract/personnel-csv';
import { PROJECT_ROLE_LABELS, PROJECT_ROLES, type ProjectRole, ROLE_TITLES } from '#contract/roles';
import { csvRecords, guessSeparator } from './csv-records';

export interface CsvPerson {
  /** The row in a spreadsheet (the header is row 1). */
  row: number;
  email: string;
  role: ProjectRole;
  roleTitle: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type CsvResult = { ok: true; people: CsvPerson[] } | { ok: false; fields: Record<string, string> };

type Column = 'email' | 'role' | 'roleTitle' | 'firstName' | 'lastName';
const HEADERS: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  role: 'role',
  projectrole: 'role',
  roletitle: 'roleTitle',
  title: 'roleTitle',
  firstname: 'firstName',
  lastname: 'lastName',
};
const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

const ROLE_BY_NAME = new Map<string, ProjectRole>(
  PROJECT_ROLES.flatMap((role) => [
    [squash(role), role],
    [squash(PROJECT_ROLE_LABELS[role]), role],
  ]),
);
const titlesByName = (titles: readonly string[]) => new Map(titles.map((title) => [squash(title), title]));

function columnsOf(header: string[]) {
  const columns = new Map<Column, number>();
  header.forEach((name, index) => {
    const column = HEADERS[squash(name)];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

const fileError = (message: string): CsvResult => ({ ok: false, fields: { file: message } });

/** `titles`: the role titles a row may name (the workspace's catalogue; the product's by default). */
export function parsePersonnelCsv(text: string, titles: readonly string[] = ROLE_TITLES): CsvResult {
  const titleByName = titlesByName(titles);
  const [header, ...records] = csvRecords(text, guessSeparator(text));
  const columns = columnsOf(header ?? []);
  if (!columns.has('email')) return fileError(M.noEmailColumn);
  const rows = records
    .map((cells, index) => ({ cells: cells.map((cell) => cell.trim()), row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (rows.length === 0) return fileError(M.noRows);
  if (rows.length > PERSONNEL_CSV_MAX_ROWS) return fileError(M.tooManyRows);

  const fields: Record<string, string> = {};
  const people: CsvPerson[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { cells, row } of rows) {
    const read = readRow(
      titleByName,
      (column) => {
        const index = columns.get(column);
        return index === undefined ? '' : (cells[index] ?? '');
      },
      row,
    );
    const earlier = typeof read === 'string' ? undefined : firstRowOf.get(read.email);
    if (typeof read === 'string') fields[csvRowKey(row)] = read;
    else if (earlier !== undefined) fields[csvRowKey(row)] = M.duplicate(earlier);
    else {
      firstRowOf.set(read.email, row);
      people.push(read);
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, people };
}

const CsvNameSchema = optionalText(100).wrapped;

/** One row as a person, or the message saying what is wrong with it. */
function readRow(
  titleByName: ReadonlyMap<string, string>,
  cell: (column: Column) => string,
  row: number,
): CsvPerson | string {
  const email = v.safeParse(EmailSchema, cell('email'));
  if (!email.success) return cell('email') === '' ? MESSAGES.required : MESSAGES.invalidEmail;
  const role = cell('role') === '' ? 'TOUR_MEMBER' : ROLE_BY_NAME.get(squash(cell('role')));
  if (!role) return M.badRole;
  const roleTitle = cell('roleTitle') === '' ? null : titleByName.get(squash(cell('roleTitle')));
  if (roleTitle === undefined) return M.badRoleTitle;
  // Names are text a person typed, held to the same rules as the personnel form's.
  const firstName = v.safeParse(CsvNameSchema, cell('firstName'));
  if (!firstName.success) return firstName.issues[0].message;
  const lastName = v.safeParse(CsvNameSchema, cell('lastName'));
  if (!lastName.success) return lastName.issues[0].message;
  return {
    row,
    email: email.output,
    role,
    roleTitle,
    firstName: firstName.output,
    lastName: lastName.output,
  };
}
