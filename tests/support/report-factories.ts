/**
 * Reports for API tests: a small tour seen differently by its manager and its crew (an
 * "assigned only" event, answers to a question, a flight with two people on it), templates, and
 * asking for a report and waiting for the runner (never a sleep).
 */
import type { BodyOf } from './api-client';
import { answerQuestion, askQuestion } from './supplemental-factories';
import type { TestApp } from './test-app';
import { createEvent, joinTour, must, tourWithShowDay } from './tour-factories';
import { startTracker } from './tracker-factories';
import { createFlight } from './travel-factories';

/** The owner's tour: a show with its tracker row, a hidden settlement, a flight, and a question. */
export async function reportTour(t: TestApp) {
  const made = await tourWithShowDay(t);
  const { owner, tour, day } = made;
  // A second apart: the personnel list (and so the people rows) is in the order people were added.
  t.clock.advance(1);
  const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Łukasz');
  t.clock.advance(1);
  const other = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
  const crewId = crew.personnel.userId ?? '';
  const otherId = other.personnel.userId ?? '';
  const flight = await createFlight(t, owner.token, day.id, { personnelUserIds: [crewId, otherId] });
  const show = await createEvent(t, owner.token, day.id, { title: 'Columbiahalle' });
  const hidden = await createEvent(t, owner.token, day.id, {
    type: 'SCHEDULE_ITEM',
    title: 'Settlement',
    startAt: '2027-04-10T22:00:00.000Z',
    endAt: '2027-04-10T22:30:00.000Z',
    visibility: 'ASSIGNED_ONLY',
    personnelUserIds: [otherId],
  });
  await startTracker(t, owner.token, show.id, { loadIn: '08:00', riggers: 4, advanced: true });
  const question = await askQuestion(t, owner.token, tour.id, {
    text: 'Dietary needs?',
    answerType: 'TEXT',
    options: [],
  });
  await answerQuestion(t, crew.token, question.id, '+vegan, "no nuts"');
  await answerQuestion(t, other.token, question.id, '=SUM(A1)');
  return { ...made, crew, other, flight, show, hidden, question };
}

export const SHOW_ADVANCE_COLUMNS = [
  'event.date',
  'event.name',
  'event.type',
  'event.start',
  'event.end',
  'event.venue',
  'event.city',
  'production.loadIn',
  'production.riggers',
  'production.advanced',
];

export async function createTemplate(
  t: TestApp,
  token: string,
  body: BodyOf<'POST /report-templates'> = {
    name: 'Show advance',
    subject: 'events',
    columns: SHOW_ADVANCE_COLUMNS,
  },
) {
  return must(await t.call('POST /report-templates', { body, token }), 201).data;
}

/** Asks for a report and answers it once the runner is done with it. */
export async function generate(t: TestApp, token: string, body: BodyOf<'POST /reports'>) {
  const queued = must(await t.call('POST /reports', { body, token }), 202).data;
  await t.deps.reports.idle();
  return must(await t.call('GET /reports/{id}', { params: { id: queued.id }, token })).data;
}

/** The bytes of a report file, as the screen fetches them with its bearer token. */
export async function download(t: TestApp, token: string, fileId: string) {
  const response = await t.app.request(`/api/report-files/download/${fileId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A CSV read back (RFC 4180: quoted fields, doubled quotes, CRLF), without its byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}
