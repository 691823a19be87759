/**
 * Reports: a table of one kind of row (people, events or travel legs) with the columns a person
 * picked from the table-column catalogue, generated on the server for one tour and date range, as
 * the person who asked sees that tour (a crew member's report never holds a row or a cell they
 * could not see in the app), and kept as a CSV and a PDF file.
 *
 * The catalogue's fixed columns live here, so a device can label a template's columns without a
 * round trip; a tour's supplemental questions add one column each (`q:<questionId>`), answered by
 * `GET /table-columns?tourId=`.
 */
import * as v from 'valibot';
import { IsoDateTimeSchema, noControlCharacters, UuidSchema } from './common';
import { CalendarDateSchema } from './dates';
import { TRACKER_FIELD_LABELS } from './production-trackers';

/** What one row of a report is. */
export const REPORT_SUBJECTS = ['people', 'events', 'travel'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_SUBJECT_LABELS: Record<ReportSubject, string> = {
  people: 'People',
  events: 'Events',
  travel: 'Travel',
};

export const REPORT_COLUMN_GROUPS = ['people', 'events', 'production', 'travel', 'supplemental'] as const;
export type ReportColumnGroup = (typeof REPORT_COLUMN_GROUPS)[number];
export const REPORT_COLUMN_GROUP_LABELS: Record<ReportColumnGroup, string> = {
  people: 'People',
  events: 'Events',
  production: 'Production',
  travel: 'Travel',
  supplemental: 'Supplemental answers',
};

/**
 * The column groups a row of each subject can fill: a person row has the person's facts and
 * answers; an event row its event's and its show's production facts; a travel row is one
 * traveller on one leg, so it carries the leg's and the traveller's facts.
 */
export const SUBJECT_COLUMN_GROUPS: Record<ReportSubject, readonly ReportColumnGroup[]> = {
  people: ['people', 'supplemental'],
  events: ['events', 'production'],
  travel: ['travel', 'people'],
};

const PEOPLE_COLUMNS = {
  'person.name': 'Name',
  'person.email': 'E-mail',
  'person.phone': 'Phone',
  'person.role': 'Role',
  'person.access': 'Access',
} as const;

const EVENT_COLUMNS = {
  'event.date': 'Date',
  'event.name': 'Event',
  'event.type': 'Type',
  'event.start': 'Start',
  'event.end': 'End',
  'event.venue': 'Venue',
  'event.city': 'City',
  'event.timeZone': 'Time zone',
} as const;

const TRAVEL_COLUMNS = {
  'travel.date': 'Date',
  'travel.mode': 'Mode',
  'travel.carrier': 'Carrier',
  'travel.number': 'Number',
  'travel.from': 'From',
  'travel.to': 'To',
  'travel.departure': 'Departure',
  'travel.arrival': 'Arrival',
  'travel.booking': 'Booking reference',
} as const;

type TrackerField = keyof typeof TRACKER_FIELD_LABELS;
const PRODUCTION_COLUMNS = Object.fromEntries(
  Object.entries(TRACKER_FIELD_LABELS).map(([field, label]) => [`production.${field}`, label]),
) as Record<`production.${TrackerField}`, string>;

/** Every fixed column of the catalogue, in the order a picker shows them. */
export const FIXED_REPORT_COLUMNS: readonly { key: string; label: string; group: ReportColumnGroup }[] = [
  ...Object.entries(PEOPLE_COLUMNS).map(([key, label]) => ({ key, label, group: 'people' as const })),
  ...Object.entries(EVENT_COLUMNS).map(([key, label]) => ({ key, label, group: 'events' as const })),
  ...Object.entries(PRODUCTION_COLUMNS).map(([key, label]) => ({ key, label, group: 'production' as const })),
  ...Object.entries(TRAVEL_COLUMNS).map(([key, label]) => ({ key, label, group: 'travel' as const })),
];

/** `q:<questionId>`: the answers to one of the tour's supplemental questions. */
export const QUESTION_COLUMN_PREFIX = 'q:';
export const questionColumnKey = (questionId: string) => `${QUESTION_COLUMN_PREFIX}${questionId}`;

/** The group of a column key, or null when the key is not in the catalogue. */
export function reportColumnGroup(key: string): ReportColumnGroup | null {
  if (key.startsWith(QUESTION_COLUMN_PREFIX)) return 'supplemental';
  return FIXED_REPORT_COLUMNS.find((column) => column.key === key)?.group ?? null;
}

export const REPORT_MESSAGES = {
  nameRequired: 'Name is required',
  columnsRequired: 'Pick at least one column',
  unknownColumn: 'Not a column of the report catalogue',
  columnNotForSubject: 'This column does not fit these rows',
  duplicateColumn: 'Each column can be picked once',
  tourRequired: 'Tour is required',
  dateOrder: 'The end date must not be before the start date',
  templateOrColumns: 'Pick a template or the columns',
  generated: 'Report generated',
  failed: 'The report could not be generated',
  needsConnection: 'Reports are made on the server: connect to generate or download one.',
} as const;

export const REPORT_COLUMNS_MAX = 60;

/** A report's or template's name: blank or missing is 'Name is required'. */
const ReportNameSchema = v.pipe(
  v.string(REPORT_MESSAGES.nameRequired),
  v.trim(),
  noControlCharacters(),
  v.nonEmpty(REPORT_MESSAGES.nameRequired),
  v.maxLength(100, 'Must be at most 100 characters'),
);

export const ReportColumnSchema = v.object({
  key: v.string(),
  label: v.string(),
  group: v.picklist(REPORT_COLUMN_GROUPS),
});
export type ReportColumn = v.InferOutput<typeof ReportColumnSchema>;

export const TableColumnsQuerySchema = v.object({ tourId: v.optional(UuidSchema) });

/** Column keys as picked: known, unique, at least one. Whether they fit the subject is checked with it. */
const ColumnKeysSchema = v.pipe(
  v.array(v.string(), REPORT_MESSAGES.columnsRequired),
  v.minLength(1, REPORT_MESSAGES.columnsRequired),
  v.maxLength(REPORT_COLUMNS_MAX, `Pick at most ${REPORT_COLUMNS_MAX} columns`),
  v.check((keys) => keys.every((key) => reportColumnGroup(key) !== null), REPORT_MESSAGES.unknownColumn),
  v.check((keys) => new Set(keys).size === keys.length, REPORT_MESSAGES.duplicateColumn),
);

const fitsSubject = (input: { subject: ReportSubject; columns: string[] }) =>
  input.columns.every((key) => {
    const group = reportColumnGroup(key);
    return group !== null && SUBJECT_COLUMN_GROUPS[input.subject].includes(group);
  });

export const CreateReportTemplateSchema = v.pipe(
  v.object({
    name: ReportNameSchema,
    subject: v.picklist(REPORT_SUBJECTS, 'Pick what each row is'),
    columns: ColumnKeysSchema,
  }),
  v.forward(
    v.check((input) => fitsSubject(input), REPORT_MESSAGES.columnNotForSubject),
    ['columns'],
  ),
);
export type CreateReportTemplate = v.InferOutput<typeof CreateReportTemplateSchema>;

export const ReportTemplateSchema = v.object({
  id: v.string(),
  name: v.string(),
  subject: v.picklist(REPORT_SUBJECTS),
  columns: v.array(v.string()),
  createdAt: IsoDateTimeSchema,
});
export type ReportTemplate = v.InferOutput<typeof ReportTemplateSchema>;

/**
 * Generate a report for a tour and (optionally) a date range, from a saved template or from
 * columns picked for this once ("custom report"). The range limits events and travel legs by
 * their local date; people rows are the tour's people either way.
 */
export const CreateReportSchema = v.pipe(
  v.object({
    tourId: v.pipe(v.string(REPORT_MESSAGES.tourRequired), v.uuid(REPORT_MESSAGES.tourRequired)),
    templateId: v.optional(UuidSchema),
    name: v.optional(ReportNameSchema),
    subject: v.optional(v.picklist(REPORT_SUBJECTS, 'Pick what each row is')),
    columns: v.optional(ColumnKeysSchema),
    from: v.optional(v.nullable(CalendarDateSchema)),
    to: v.optional(v.nullable(CalendarDateSchema)),
  }),
  v.forward(
    v.check((input) => !input.from || !input.to || input.from <= input.to, REPORT_MESSAGES.dateOrder),
    ['to'],
  ),
  v.forward(
    v.check(
      (input) =>
        input.templateId !== undefined ||
        (input.name !== undefined && input.subject !== undefined && input.columns !== undefined),
      REPORT_MESSAGES.templateOrColumns,
    ),
    ['columns'],
  ),
  v.forward(
    v.check(
      (input) =>
        !input.subject || !input.columns || fitsSubject({ subject: input.subject, columns: input.columns }),
      REPORT_MESSAGES.columnNotForSubject,
    ),
    ['columns'],
  ),
);
export type CreateReport = v.InferOutput<typeof CreateReportSchema>;

export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const ReportFileSchema = v.object({
  id: v.string(),
  format: v.picklist(REPORT_FORMATS),
  /** The file name offered on download, e.g. `Crew contacts – Spring Tour 2027.csv`. */
  name: v.string(),
  size: v.number(),
});
export type ReportFile = v.InferOutput<typeof ReportFileSchema>;

/** How many rows `GET /reports/{id}` carries for the screen; the files hold them all. */
export const REPORT_PREVIEW_ROWS = 50;

export const ReportSchema = v.object({
  id: v.string(),
  templateId: v.nullable(v.string()),
  name: v.string(),
  subject: v.picklist(REPORT_SUBJECTS),
  tourId: v.string(),
  tourName: v.string(),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  status: v.picklist(REPORT_STATUSES),
  /** 0–100 while queued or running; 100 when done. */
  progress: v.number(),
  /** The columns as generated (a question column of another tour is left out). */
  columns: v.array(ReportColumnSchema),
  rowCount: v.nullable(v.number()),
  /** The first `REPORT_PREVIEW_ROWS` rows, cell by cell as in the CSV; empty until done. */
  preview: v.array(v.array(v.string())),
  files: v.array(ReportFileSchema),
  createdById: v.string(),
  createdAt: IsoDateTimeSchema,
  finishedAt: v.nullable(IsoDateTimeSchema),
});
export type Report = v.InferOutput<typeof ReportSchema>;

export const ReportsQuerySchema = v.object({
  tourId: v.optional(UuidSchema),
  templateId: v.optional(UuidSchema),
});
