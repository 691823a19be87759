import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIXED_REPORT_COLUMNS, questionColumnKey, REPORT_MESSAGES, type Report } from '#contract/reports';
import { reportDetailQueries, reportQueries } from '../../src/api/reports.queries';
import { isPersistableQueryKey } from '../../src/app/query-persistence-rules';
import {
  keepFitting,
  movePick,
  pickableGroups,
  pickLabel,
  togglePick,
} from '../../src/features/reports/column-picking';
import {
  ReportBuilderSchema,
  type ReportBuilderValues,
} from '../../src/features/reports/report-builder-schema';
import { reportRequest, sameReportAgain } from '../../src/features/reports/report-requests';

const TOUR = '0b7f3c1e-3f7a-4a7e-9d2a-1c2b3d4e5f60';
const TEMPLATE = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const QUESTION = questionColumnKey('5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d');
const catalogue = [
  ...FIXED_REPORT_COLUMNS,
  { key: QUESTION, label: 'T-shirt size', group: 'supplemental' as const },
];

const values = (changes: Partial<ReportBuilderValues> = {}): ReportBuilderValues => ({
  name: 'Crew contacts',
  subject: 'people',
  tourId: TOUR,
  from: '',
  to: '',
  columns: ['person.name', 'person.phone'],
  ...changes,
});

/** The builder's messages by field, as the form shows them. */
function fieldMessages(input: ReportBuilderValues): Record<string, string[] | undefined> {
  const result = v.safeParse(ReportBuilderSchema, input);
  return result.success ? {} : (v.flatten<typeof ReportBuilderSchema>(result.issues).nested ?? {});
}

describe('the column picker', () => {
  it('offers only the groups the rows can fill, in order, with the tour’s questions for people', () => {
    expect(pickableGroups(catalogue, 'people').map((g) => g.label)).toEqual([
      'People',
      'Supplemental answers',
    ]);
    expect(pickableGroups(catalogue, 'events').map((g) => g.label)).toEqual(['Events', 'Production']);
    expect(pickableGroups(catalogue, 'travel').map((g) => g.label)).toEqual(['Travel', 'People']);
    // No questions on the tour: the group is left out rather than shown empty.
    expect(pickableGroups(FIXED_REPORT_COLUMNS, 'people').map((g) => g.group)).toEqual(['people']);
  });

  it('keeps the picks that fit new rows, in their order', () => {
    const picked = ['event.date', 'person.name', 'travel.from', QUESTION, 'production.loadIn'];
    expect(keepFitting(picked, 'travel')).toEqual(['person.name', 'travel.from']);
    expect(keepFitting(picked, 'people')).toEqual(['person.name', QUESTION]);
    expect(keepFitting(['unknown.column'], 'people')).toEqual([]);
  });

  it('picks at the end, unpicks, and moves a pick one place without falling off the ends', () => {
    expect(togglePick(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(togglePick(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(movePick(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePick(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePick(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePick(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('labels a template’s question of another tour instead of showing its key', () => {
    expect(pickLabel(catalogue, 'person.phone')).toBe('Phone');
    expect(pickLabel(catalogue, QUESTION)).toBe('T-shirt size');
    expect(pickLabel(FIXED_REPORT_COLUMNS, QUESTION)).toBe('Answer to a question of another tour');
  });
});

describe('the builder’s checks', () => {
  it('accepts a complete report and names every missing part at its field at once', () => {
    expect(fieldMessages(values())).toEqual({});
    expect(fieldMessages(values({ name: '  ', tourId: '', columns: [] }))).toEqual({
      name: [REPORT_MESSAGES.nameRequired],
      tourId: [REPORT_MESSAGES.tourRequired],
      columns: [REPORT_MESSAGES.columnsRequired],
    });
  });

  it('refuses dates in the wrong order and columns that do not fit the rows', () => {
    expect(fieldMessages(values({ from: '2027-05-02', to: '2027-05-01' }))).toEqual({
      to: [REPORT_MESSAGES.dateOrder],
    });
    expect(fieldMessages(values({ subject: 'events' }))).toEqual({
      columns: [REPORT_MESSAGES.columnNotForSubject],
    });
  });
});

describe('the requests', () => {
  const template = {
    id: TEMPLATE,
    name: 'Crew contacts',
    subject: 'people' as const,
    columns: ['person.name', 'person.phone'],
    createdAt: '2027-01-01T00:00:00.000Z',
  };

  it('names the template while the fields are still its own, else sends the picked columns', () => {
    expect(reportRequest(values({ from: '2027-05-01' }), template)).toEqual({
      tourId: TOUR,
      templateId: TEMPLATE,
      from: '2027-05-01',
      to: null,
    });
    const reordered = values({ columns: ['person.phone', 'person.name'] });
    expect(reportRequest(reordered, template)).toEqual({
      tourId: TOUR,
      name: 'Crew contacts',
      subject: 'people',
      columns: ['person.phone', 'person.name'],
      from: null,
      to: null,
    });
  });

  it('asks for a failed report again as it was asked for', () => {
    const failed: Report = {
      id: 'r1',
      templateId: null,
      name: 'Shows',
      subject: 'events',
      tourId: TOUR,
      tourName: 'Spring',
      from: '2027-05-01',
      to: null,
      status: 'failed',
      progress: 40,
      columns: [{ key: 'event.name', label: 'Event', group: 'events' }],
      rowCount: null,
      preview: [],
      files: [],
      createdById: 'u1',
      createdAt: '2027-01-01T00:00:00.000Z',
      finishedAt: null,
    };
    expect(sameReportAgain(failed)).toEqual({
      tourId: TOUR,
      from: '2027-05-01',
      to: null,
      name: 'Shows',
      subject: 'events',
      columns: ['event.name'],
    });
    expect(sameReportAgain({ ...failed, templateId: TEMPLATE })).toEqual({
      tourId: TOUR,
      from: '2027-05-01',
      to: null,
      templateId: TEMPLATE,
    });
  });
});

describe('what of reports is kept on the device', () => {
  it('keeps the templates and lists for reading offline, never a report with its preview cells', () => {
    expect(isPersistableQueryKey(reportQueries.templates().queryKey)).toBe(true);
    expect(isPersistableQueryKey(reportQueries.list({ tourId: TOUR }).queryKey)).toBe(true);
    expect(isPersistableQueryKey(reportDetailQueries.detail('r1').queryKey)).toBe(false);
  });
});
