/**
 * What a report holds, cell by cell, on a small tour: the manager's and a crew member's reports of
 * the same columns differ exactly where the app shows them different things; the CSV says what the
 * preview says; the PDF is a real PDF, names outside Latin-1 included.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROLE_LABELS } from '#contract/roles';
import {
  createTemplate,
  download,
  generate,
  parseCsv,
  reportTour,
  SHOW_ADVANCE_COLUMNS,
} from '../support/report-factories';
import { askQuestion } from '../support/supplemental-factories';
import { setupTestApp } from '../support/test-app';
import { createTour, personnelOf } from '../support/tour-factories';

const t = await setupTestApp();
const tour = await reportTour(t);
const { owner, crew, other } = tour;

const flightRow = [
  '2027-04-10',
  'Flight to Munich',
  'Travel',
  '09:10',
  '10:20',
  'Columbiahalle',
  'Berlin',
  '',
  '',
  '',
];
const showRow = [
  '2027-04-10',
  'Columbiahalle',
  'Show',
  '21:00',
  '23:00',
  'Columbiahalle',
  'Berlin',
  '08:00',
  '4',
  'Yes',
];
// 22:00 UTC is past midnight in Berlin: the row keeps its day's date, the times are the venue's clock.
const hiddenRow = [
  '2027-04-10',
  'Settlement',
  'Schedule item',
  '00:00',
  '00:30',
  'Columbiahalle',
  'Berlin',
  '',
  '',
  '',
];

describe('report contents', () => {
  it('events: the manager gets every event; the crew member not the one assigned to someone else', async () => {
    const managerTemplate = await createTemplate(t, owner.token);
    const crewTemplate = await createTemplate(t, crew.token);
    const managers = await generate(t, owner.token, { tourId: tour.tour.id, templateId: managerTemplate.id });
    const crews = await generate(t, crew.token, { tourId: tour.tour.id, templateId: crewTemplate.id });
    expect(managers).toMatchObject({ status: 'done', progress: 100, rowCount: 3, name: 'Show advance' });
    expect(managers.columns.map((column) => column.key)).toEqual(SHOW_ADVANCE_COLUMNS);
    expect(managers.columns.map((column) => column.label).slice(-3)).toEqual([
      'Load in',
      'Riggers',
      'Advanced',
    ]);
    expect(managers.preview).toEqual([flightRow, showRow, hiddenRow]);
    expect(crews.preview).toEqual([flightRow, showRow]);
    expect(crews.rowCount).toBe(2);
  });

  it('people: the personnel list as shown; a manager reads every answer, a crew member only their own', async () => {
    const body = {
      tourId: tour.tour.id,
      name: 'Crew contacts',
      subject: 'people' as const,
      columns: ['person.name', 'person.email', 'person.access', `q:${tour.question.id}`],
    };
    const shown = await personnelOf(t, owner.token, tour.tour.id);
    const names = shown.map((person) => [person.firstName, person.lastName].filter(Boolean).join(' '));
    const managers = await generate(t, owner.token, body);
    const crews = await generate(t, crew.token, body);
    const answerOf = { [crew.email]: '+vegan, "no nuts"', [other.email]: '=SUM(A1)' };
    expect(managers.columns.at(-1)).toEqual({
      key: `q:${tour.question.id}`,
      label: 'Dietary needs?',
      group: 'supplemental',
    });
    expect(managers.preview).toEqual(
      shown.map((person, index) => [
        names[index],
        person.email,
        PROJECT_ROLE_LABELS[person.role],
        answerOf[person.email] ?? '',
      ]),
    );
    expect(crews.preview.map((row) => row[3])).toEqual(
      shown.map((person) => (person.email === crew.email ? '+vegan, "no nuts"' : '')),
    );
  });

  it('travel: one row per traveller, in the legs’ own zones, with the traveller’s people cells', async () => {
    const report = await generate(t, crew.token, {
      tourId: tour.tour.id,
      name: 'Flights',
      subject: 'travel',
      columns: [
        'travel.date',
        'travel.mode',
        'travel.carrier',
        'travel.number',
        'travel.from',
        'travel.departure',
        'travel.arrival',
        'travel.booking',
        'person.name',
      ],
    });
    const leg = [
      '2027-04-10',
      'Flight',
      'LH',
      'LH 2413',
      'BER Berlin Brandenburg',
      '09:10',
      '10:20',
      'X7K2PQ',
    ];
    expect(report.preview).toEqual([
      [...leg, 'Ada Road'],
      [...leg, 'Łukasz Road'],
    ]);
  });

  it('a template’s question column of another tour is left out of the report’s columns', async () => {
    const elsewhere = await askQuestion(t, owner.token, (await createTour(t, owner.token)).id, {
      text: 'Shoe size?',
      answerType: 'TEXT',
      options: [],
    });
    const template = await createTemplate(t, owner.token, {
      name: 'Mixed',
      subject: 'people',
      columns: ['person.name', `q:${elsewhere.id}`, `q:${tour.question.id}`],
    });
    const report = await generate(t, owner.token, { tourId: tour.tour.id, templateId: template.id });
    expect(report.columns.map((column) => column.key)).toEqual(['person.name', `q:${tour.question.id}`]);
    expect(report.preview.map((row) => row[0])).toEqual(['Olive Road', 'Łukasz Road', 'Ada Road']);
  });

  it('a range keeps the events of the days within it', async () => {
    const template = await createTemplate(t, owner.token);
    const later = await generate(t, owner.token, {
      tourId: tour.tour.id,
      templateId: template.id,
      from: '2027-04-11',
      to: '2027-04-12',
    });
    expect(later).toMatchObject({
      status: 'done',
      rowCount: 0,
      preview: [],
      from: '2027-04-11',
      to: '2027-04-12',
    });
  });

  it('the CSV reads back as the preview (formula cells behind an apostrophe); the PDF is a landscape PDF', async () => {
    const report = await generate(t, owner.token, {
      tourId: tour.tour.id,
      name: 'Crew / contacts',
      subject: 'people',
      columns: ['person.name', 'person.email', `q:${tour.question.id}`],
    });
    const csvFile = report.files.find((file) => file.format === 'csv');
    const pdfFile = report.files.find((file) => file.format === 'pdf');
    expect(csvFile?.name).toBe(`Crew - contacts – ${tour.tour.name}.csv`);
    const csv = await download(t, owner.token, csvFile?.id ?? '');
    expect(csv.response.status).toBe(200);
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(csvFile?.name ?? '')}`,
    );
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.byteLength).toBe(csvFile?.size);
    const text = new TextDecoder().decode(csv.bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const escaped = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);
    expect(parseCsv(text)).toEqual([
      ['Name', 'E-mail', 'Dietary needs?'],
      ...report.preview.map((row) => row.map(escaped)),
    ]);
    expect(text).toContain(`"'+vegan, ""no nuts"""`);
    expect(text).toContain(`'=SUM(A1)`);

    const pdf = await download(t, owner.token, pdfFile?.id ?? '');
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(1);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect(width).toBeGreaterThan(height);
    expect(doc.getTitle()).toBe('Crew / contacts');
  });
});
