/** Bad input to the report endpoints: 400 with the field and the product's message, nothing written. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { REPORT_MESSAGES } from '#contract/reports';
import { reports, reportTemplates } from '../../server/db/schema/index';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();
const { owner, tour } = await ownerWithTour(t);

const people = { name: 'Crew contacts', subject: 'people', columns: ['person.name'] };

const BAD_TEMPLATES: [string, Record<string, unknown>, Record<string, string>][] = [
  ['no columns', { ...people, columns: [] }, { columns: REPORT_MESSAGES.columnsRequired }],
  [
    'columns that are not a list',
    { ...people, columns: 'person.name' },
    { columns: REPORT_MESSAGES.columnsRequired },
  ],
  [
    'an unknown column',
    { ...people, columns: ['person.shoeSize'] },
    { columns: REPORT_MESSAGES.unknownColumn },
  ],
  [
    'a column twice',
    { ...people, columns: ['person.name', 'person.name'] },
    { columns: REPORT_MESSAGES.duplicateColumn },
  ],
  [
    'an event column on people rows',
    { ...people, columns: ['event.name'] },
    { columns: REPORT_MESSAGES.columnNotForSubject },
  ],
  ['a blank name', { ...people, name: '  ' }, { name: REPORT_MESSAGES.nameRequired }],
  ['no name', { subject: 'people', columns: ['person.name'] }, { name: MESSAGES.required }],
];

const BAD_REPORTS: [string, (tourId: string) => Record<string, unknown>, Record<string, string>][] = [
  // A missing key reads as every missing field does (contract/validation.ts).
  ['no tour', () => people, { tourId: MESSAGES.required }],
  [
    'a tour that is not an id',
    () => ({ ...people, tourId: 'spring' }),
    { tourId: REPORT_MESSAGES.tourRequired },
  ],
  [
    'neither a template nor columns',
    (tourId) => ({ tourId }),
    { columns: REPORT_MESSAGES.templateOrColumns },
  ],
  [
    'an end before the start',
    (tourId) => ({ ...people, tourId, from: '2027-04-12', to: '2027-04-10' }),
    { to: REPORT_MESSAGES.dateOrder },
  ],
  [
    'a production column on travel rows',
    (tourId) => ({ ...people, tourId, subject: 'travel', columns: ['production.loadIn'] }),
    { columns: REPORT_MESSAGES.columnNotForSubject },
  ],
  [
    'an unknown column',
    (tourId) => ({ ...people, tourId, columns: ['x'] }),
    { columns: REPORT_MESSAGES.unknownColumn },
  ],
  [
    'a column twice',
    (tourId) => ({ ...people, tourId, columns: ['person.name', 'person.name'] }),
    { columns: REPORT_MESSAGES.duplicateColumn },
  ],
  [
    'no columns',
    (tourId) => ({ ...people, tourId, columns: [] }),
    { columns: REPORT_MESSAGES.columnsRequired },
  ],
];

describe('report input', () => {
  it.each(BAD_TEMPLATES)('a template with %s is 400 and not saved', async (_label, body, fields) => {
    const response = await t.post<ErrorBody>('/api/report-templates', body, { token: owner.token });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect(await t.db.select().from(reportTemplates)).toEqual([]);
  });

  it.each(BAD_REPORTS)('a report with %s is 400 and not queued', async (_label, body, fields) => {
    const response = await t.post<ErrorBody>('/api/reports', body(tour.id), { token: owner.token });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect(await t.db.select().from(reports)).toEqual([]);
  });

  it('ids in the path and the query must be ids (400 with the field)', async () => {
    const template = await t.get<ErrorBody>('/api/report-templates/abc', { token: owner.token });
    expect(template.status).toBe(400);
    expect(template.body.error.fields).toEqual({ id: 'Must be a valid id' });
    const listed = await t.get<ErrorBody>('/api/reports?tourId=abc', { token: owner.token });
    expect(listed.body.error.fields).toEqual({ tourId: 'Must be a valid id' });
    const columns = await t.get<ErrorBody>('/api/table-columns?tourId=abc', { token: owner.token });
    expect(columns.body.error.fields).toEqual({ tourId: 'Must be a valid id' });
  });

  it('a template made of question columns of another tour leaves nothing to report: 400', async () => {
    const other = await ownerWithTour(t);
    const question = await t.call('POST /supplemental-questions', {
      body: { tourId: other.tour.id, text: 'Shirt size?', answerType: 'TEXT' },
      token: other.owner.token,
    });
    const questionId = question.status === 201 ? question.body.data.id : '';
    const templateBody = { name: 'Sizes', subject: 'people', columns: [`q:${questionId}`] };
    const template = await t.post<{ data: { id: string } }>('/api/report-templates', templateBody, {
      token: owner.token,
    });
    const response = await t.post<ErrorBody>(
      '/api/reports',
      { tourId: tour.id, templateId: template.body.data.id },
      { token: owner.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ columns: REPORT_MESSAGES.columnsRequired });
  });
});
