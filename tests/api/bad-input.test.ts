/**
 * Bad input answers 400 with a message a person can act on, and changes nothing — never a 500.
 * Each case is a finding of the "never 5xx" review: PostgreSQL refuses NUL in text, int4 columns
 * end at 2147483647, and a date column cannot hold year 0. tests/api/fuzz.test.ts then sends every
 * route such input; these cases name the messages.
 */
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '#contract/dates';
import { INT4_MAX } from '#contract/limits';
import { MESSAGES } from '#contract/messages';
import { csvRowKey } from '#contract/personnel-csv';
import { notes as dayNotes } from '../../server/db/schema/index';
import type { AppEnv } from '../../server/http/context';
import { DATA_EXCEPTION_MESSAGE, handleError } from '../../server/http/error-handler';
import { memoryLogger } from '../../server/http/logger';
import { signedInUser, uniqueEmail } from '../support/factories';
import { uploaded } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { setupTestApp } from '../support/test-app';
import {
  BERLIN,
  type ErrorBody,
  eventBody,
  getTour,
  must,
  ownerWithTour,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();
const NUL = 'Load\u0000in';

function refused(response: { status: number; body: unknown }, field: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect((response.body as ErrorBody).error.fields?.[field], JSON.stringify(response.body)).toBe(message);
}

describe('control characters in text', () => {
  it('registration refuses a NUL in the first name (no account, no mail)', async () => {
    const email = uniqueEmail();
    const body = { email, password: 'Tour-ready-9', firstName: NUL, lastName: 'Road' };
    refused(await t.call('POST /auth/register', { body }), 'firstName', MESSAGES.controlCharacters);
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('a note, an event title and a day’s city refuse NUL; the tour does not move', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const token = owner.token;
    const before = (await getTour(t, token, tour.id)).version;
    const note = await t.call('POST /tour-days/{id}/notes', {
      params: { id: day.id },
      body: { text: NUL },
      token,
    });
    refused(note, 'text', MESSAGES.controlCharacters);
    const event = await t.post(`/api/events/${day.id}`, eventBody({ title: NUL }), { token });
    refused(event, 'title', MESSAGES.controlCharacters);
    const place = { ...BERLIN, city: NUL };
    const placed = await t.call('POST /tour-days/{id}', {
      params: { id: tour.id },
      body: { date: day.date, place },
      token,
    });
    refused(placed, 'place.city', MESSAGES.controlCharacters);
    const [stored] = await t.db.select({ n: count() }).from(dayNotes).where(eq(dayNotes.tourDayId, day.id));
    expect(stored?.n).toBe(0);
    expect((await getTour(t, token, tour.id)).version).toBe(before);
  });

  it('multi-line text keeps line breaks and tabs but refuses other control characters', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const params = { id: day.id };
    const token = owner.token;
    const kept = await t.call('POST /tour-days/{id}/notes', {
      params,
      body: { text: 'Doors\n\tat 19:00' },
      token,
    });
    expect(must(kept, 201).data.text).toBe('Doors\n\tat 19:00');
    const bell = await t.call('POST /tour-days/{id}/notes', { params, body: { text: 'Doors\u0007' }, token });
    refused(bell, 'text', MESSAGES.controlCharacters);
    const del = await t.call('POST /tour-days/{id}/notes', { params, body: { text: 'Doors\u007F' }, token });
    refused(del, 'text', MESSAGES.controlCharacters);
  });

  it('a personal event refuses a NUL in its location and notes', async () => {
    const user = await signedInUser(t);
    const event = {
      title: 'Dentist',
      startAt: '2027-05-01T08:00:00.000Z',
      endAt: '2027-05-01T09:00:00.000Z',
      timeZone: 'Europe/Berlin',
    };
    for (const field of ['location', 'notes'] as const) {
      const body = { ...event, [field]: NUL };
      refused(
        await t.call('POST /personal-events', { body, token: user.token }),
        field,
        MESSAGES.controlCharacters,
      );
    }
  });

  it('an attach route refuses a NUL in the upload key', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const { key } = await uploaded(t, owner.token, SAMPLES.pdf, { name: 'Stage plot.pdf' });
    const attached = await t.call('POST /tour-files/{id}', {
      params: { id: tour.id },
      body: { key: `${key}\u0000` },
      token: owner.token,
    });
    refused(attached, 'key', MESSAGES.controlCharacters);
  });
});

describe('control characters in an imported file', () => {
  it('a crew CSV with a control character in a first name is refused by row; nobody is invited', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const form = new FormData();
    const csv = 'email,first name,last name\nbell@example.com,Ro\u0007b,Road\n';
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'crew.csv');
    const imported = await t.post(`/api/tours/${tour.id}/upload-personnel-csv`, form, { token: owner.token });
    refused(imported, csvRowKey(2), MESSAGES.controlCharacters);
    expect(await t.lastMailTo('bell@example.com')).toBeUndefined();
  });
});

describe('dates and whole numbers stay inside what the database stores', () => {
  it('a personal-events filter of year 0 or 9999 is refused', async () => {
    const user = await signedInUser(t);
    for (const from of ['0000-01-01', '9999-12-31']) {
      const listed = await t.call('GET /personal-events', { query: { from }, token: user.token });
      refused(listed, 'from', DATE_RANGE_MESSAGE);
    }
  });

  it('a tour starting in year 0 is refused', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const body = { artistId: tour.artistId, name: 'Old', startDate: '0000-01-01', endDate: '0000-01-02' };
    refused(await t.call('POST /tours', { body, token: owner.token }), 'startDate', DATE_RANGE_MESSAGE);
  });

  it('a pushed seq past 2147483647 and a pull since past it are refused', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const mutation = {
      mutationId: crypto.randomUUID(),
      seq: INT4_MAX + 1,
      name: 'day.setTag',
      args: { tourDayId: day.id, tag: 'SHOW_DAY' },
    };
    const body = { deviceId: crypto.randomUUID(), mutations: [mutation] };
    refused(
      await t.call('POST /sync/push', { body, token: owner.token }),
      'mutations.0.seq',
      `Must be at most ${INT4_MAX}`,
    );
    const pulled = await t.call('GET /sync/tours/{id}/changes', {
      params: { id: tour.id },
      query: { since: String(INT4_MAX + 1) },
      token: owner.token,
    });
    refused(pulled, 'since', `Must be at most ${INT4_MAX}`);
  });
});

describe('the error handler’s safety net', () => {
  /** An app whose one route fails as the database does when a value cannot be stored. */
  function failingWith(code: string) {
    const logger = memoryLogger();
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('deps', { ...t.deps, logger });
      await next();
    });
    app.get('/fail', () => {
      throw new Error('query failed', { cause: Object.assign(new Error('database said no'), { code }) });
    });
    app.onError(handleError);
    return { app, logger };
  }

  it('a data exception (class 22) or a refused value (not null, foreign key, check) is a 400, logged as a bug', async () => {
    for (const code of ['22021', '22P05', '22003', '22008', '22P02', '23502', '23503', '23514']) {
      const { app, logger } = failingWith(code);
      const response = await app.request('/fail');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: DATA_EXCEPTION_MESSAGE },
      });
      expect(logger.lines.join('\n')).toContain('input reached the database unchecked');
    }
  });

  it('any other database failure is still a 500', async () => {
    const { app } = failingWith('53300');
    expect((await app.request('/fail')).status).toBe(500);
  });
});
