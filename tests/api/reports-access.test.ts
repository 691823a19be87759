/**
 * Who reaches reports and templates: a template is its owner's alone; a report is its creator's
 * and its tour's managers', only while they are on the tour; everyone else 404, nobody signed out.
 */
import { describe, expect, it } from 'vitest';
import { FIXED_REPORT_COLUMNS } from '#contract/reports';
import { signedInUser } from '../support/factories';
import { createTemplate, download, generate, reportTour } from '../support/report-factories';
import { setupTestApp } from '../support/test-app';
import { joinTour, must } from '../support/tour-factories';

const t = await setupTestApp();
const tour = await reportTour(t);
const { owner, crew, other } = tour;
const stranger = await signedInUser(t);
const crewsOwn = await createTemplate(t, crew.token, {
  name: 'My days',
  subject: 'events',
  columns: ['event.name'],
});
const report = await generate(t, crew.token, { tourId: tour.tour.id, templateId: crewsOwn.id });
const fileId = report.files[0]?.id ?? '';

const status = async (path: string, token?: string) => (await t.get(path, token ? { token } : {})).status;

describe('report access', () => {
  it('every endpoint needs a signed-in caller (401)', async () => {
    const paths = [
      '/api/table-columns',
      '/api/report-templates',
      `/api/report-templates/${crewsOwn.id}`,
      `/api/report-templates/${crewsOwn.id}/reports`,
      '/api/reports',
      `/api/reports/${report.id}`,
      `/api/report-files/download/${fileId}`,
    ];
    for (const path of paths) expect(await status(path), path).toBe(401);
    expect(
      (await t.post('/api/report-templates', { name: 'x', subject: 'people', columns: ['person.name'] }))
        .status,
    ).toBe(401);
    expect((await t.post('/api/reports', { tourId: tour.tour.id, templateId: crewsOwn.id })).status).toBe(
      401,
    );
    expect((await t.del(`/api/report-templates/${crewsOwn.id}`)).status).toBe(401);
  });

  it('the column catalogue: fixed columns, plus the questions of a tour the caller is on (404 otherwise)', async () => {
    const fixed = must(await t.call('GET /table-columns', { query: {}, token: stranger.token })).data;
    expect(fixed).toEqual(FIXED_REPORT_COLUMNS);
    const ofTour = must(
      await t.call('GET /table-columns', { query: { tourId: tour.tour.id }, token: crew.token }),
    ).data;
    expect(ofTour.slice(FIXED_REPORT_COLUMNS.length)).toEqual([
      { key: `q:${tour.question.id}`, label: 'Dietary needs?', group: 'supplemental' },
    ]);
    expect(await status(`/api/table-columns?tourId=${tour.tour.id}`, stranger.token)).toBe(404);
  });

  it('a template is its owner’s: listed newest first, and 404 to anyone else', async () => {
    t.clock.advance(60);
    const newer = await createTemplate(t, crew.token, {
      name: 'Contacts',
      subject: 'people',
      columns: ['person.phone'],
    });
    const listed = must(await t.call('GET /report-templates', { token: crew.token })).data;
    expect(listed.map((item) => item.id)).toEqual([newer.id, crewsOwn.id]);
    expect(must(await t.call('GET /report-templates', { token: other.token })).data).toEqual([]);
    for (const token of [owner.token, other.token, stranger.token]) {
      expect(await status(`/api/report-templates/${newer.id}`, token)).toBe(404);
      expect(await status(`/api/report-templates/${crewsOwn.id}/reports`, token)).toBe(404);
      expect((await t.del(`/api/report-templates/${newer.id}`, undefined, { token })).status).toBe(404);
      const post = await t.post('/api/reports', { tourId: tour.tour.id, templateId: newer.id }, { token });
      expect(post.status).toBe(404);
    }
    must(await t.call('DELETE /report-templates/{id}', { params: { id: newer.id }, token: crew.token }));
    expect(await status(`/api/report-templates/${newer.id}`, crew.token)).toBe(404);
  });

  it('a report is its creator’s and the tour managers’; other crew and strangers get 404', async () => {
    const manager = await joinTour(t, owner.token, tour.tour.id, 'TOUR_MANAGER', 'Kim');
    for (const token of [crew.token, owner.token, manager.token]) {
      expect(await status(`/api/reports/${report.id}`, token)).toBe(200);
      expect((await download(t, token, fileId)).response.status).toBe(200);
      const listed = must(await t.call('GET /reports', { query: { tourId: tour.tour.id }, token })).data;
      expect(listed.map((item) => item.id)).toContain(report.id);
    }
    for (const token of [other.token, stranger.token]) {
      expect(await status(`/api/reports/${report.id}`, token)).toBe(404);
      expect((await download(t, token, fileId)).response.status).toBe(404);
    }
    const othersList = must(await t.call('GET /reports', { query: {}, token: other.token })).data;
    expect(othersList.map((item) => item.id)).not.toContain(report.id);
    expect(await status(`/api/reports?tourId=${tour.tour.id}`, stranger.token)).toBe(404);
    const fromTemplate = must(
      await t.call('GET /report-templates/{id}/reports', { params: { id: crewsOwn.id }, token: crew.token }),
    ).data;
    expect(fromTemplate.map((item) => item.id)).toEqual([report.id]);
    const byTemplate = must(
      await t.call('GET /reports', { query: { templateId: crewsOwn.id }, token: owner.token }),
    ).data;
    expect(byTemplate.map((item) => item.id)).toEqual([report.id]);
  });

  it('asking for a report of a tour one is not on is 404 and queues nothing', async () => {
    const response = await t.post(
      '/api/reports',
      { tourId: tour.tour.id, name: 'Peek', subject: 'people', columns: ['person.phone'] },
      { token: stranger.token },
    );
    expect(response.status).toBe(404);
    const mine = must(await t.call('GET /reports', { query: {}, token: stranger.token })).data;
    expect(mine).toEqual([]);
  });

  it('someone who has left the tour no longer reaches their own report or its files', async () => {
    const leaver = await joinTour(t, owner.token, tour.tour.id, 'TOUR_MEMBER', 'Lee');
    const own = await generate(t, leaver.token, {
      tourId: tour.tour.id,
      name: 'Mine',
      subject: 'events',
      columns: ['event.name'],
    });
    must(
      await t.call('DELETE /tours/{id}/personnel/{personnelId}', {
        params: { id: tour.tour.id, personnelId: leaver.personnel.id },
        token: owner.token,
      }),
    );
    expect(await status(`/api/reports/${own.id}`, leaver.token)).toBe(404);
    expect((await download(t, leaver.token, own.files[0]?.id ?? '')).response.status).toBe(404);
    expect(must(await t.call('GET /reports', { query: {}, token: leaver.token })).data).toEqual([]);
    // The managers still have it.
    expect(await status(`/api/reports/${own.id}`, owner.token)).toBe(200);
  });
});
