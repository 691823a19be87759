/**
 * The personnel import's columns (tours/{id}/upload-personnel-csv), in order. The template is
 * built here, on the device, so it downloads offline too; keep it in step with the import.
 */
export const PERSONNEL_CSV_COLUMNS = ['email', 'role', 'role title', 'first name', 'last name'] as const;

const EXAMPLE_ROWS = [
  ['casey.crew@example.com', 'TOUR_MEMBER', 'FOH', 'Casey', 'Crew'],
  ['morgan.tm@example.com', 'TOUR_MANAGER', 'Tour Coordinator', 'Morgan', 'Manager'],
  ['vendor@example.com', 'VENDOR', '', 'Val', 'Vendor'],
];

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The template's text: the header and three example people, one per common role. */
export function personnelCsvTemplate(): string {
  return `${[PERSONNEL_CSV_COLUMNS, ...EXAMPLE_ROWS].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
