/**
 * The report runner: POST answers at once with a queued report; a restart picks up what was
 * queued or left running; a report that cannot be made is "failed" and the runner goes on.
 * Waits are on states (`idle()`), never on time.
 */
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { reports } from '../../server/db/schema/index';
import { pruneOrphanBytes } from '../../server/modules/files/prune';
import { createTemplate, download, generate, parseCsv, reportTour } from '../support/report-factories';
import { answerQuestion, askQuestion } from '../support/supplemental-factories';
import { setupTestApp, startTestApp } from '../support/test-app';
import { addPersonnel, must } from '../support/tour-factories';

const t = await setupTestApp();
const tour = await reportTour(t);
const { owner, crew } = tour;

describe('the report runner', () => {
  it('answers 202 with a queued report at once, then makes it (many rows: a PDF of several pages)', async () => {
    const emails = Array.from({ length: 60 }, (_, index) => `guest-${index}@example.com`).join(', ');
    await addPersonnel(t, owner.token, tour.tour.id, emails);
    // Text the PDF's font has no glyph for (CJK, emoji) prints as boxes; it never fails the report.
    const food = await askQuestion(t, owner.token, tour.tour.id, {
      text: 'Φαγητό?',
      answerType: 'TEXT',
      options: [],
    });
    await answerQuestion(t, crew.token, food.id, '寿司 😀 Ωμέγα');
    const body = {
      tourId: tour.tour.id,
      name: 'Everyone – Łódź',
      subject: 'people' as const,
      columns: ['person.name', 'person.email', `q:${food.id}`],
    };
    const queued = await t.call('POST /reports', { body, token: owner.token });
    expect(queued.status).toBe(202);
    expect(must(queued, 202).data).toMatchObject({
      status: 'queued',
      progress: 0,
      preview: [],
      files: [],
      rowCount: null,
    });
    await t.deps.reports.idle();
    const done = must(
      await t.call('GET /reports/{id}', { params: { id: must(queued, 202).data.id }, token: owner.token }),
    ).data;
    expect(done).toMatchObject({ status: 'done', progress: 100, rowCount: 63 });
    expect(done.preview).toHaveLength(50);
    expect(done.finishedAt).not.toBeNull();
    const pdfId = done.files.find((file) => file.format === 'pdf')?.id ?? '';
    const pdf = { ...(await download(t, owner.token, pdfId)), fileId: pdfId };
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(2);
    const csvId = done.files.find((file) => file.format === 'csv')?.id ?? '';
    const csv = parseCsv(new TextDecoder().decode((await download(t, owner.token, csvId)).bytes));
    expect(csv).toHaveLength(64);
    expect(csv.flat()).toContain('寿司 😀 Ωμέγα');
    // The hourly sweep of unreferenced bytes leaves a report's files alone, however old.
    await pruneOrphanBytes(t.db, t.deps.storage, new Date(Date.now() + 24 * 3600_000));
    expect((await download(t, owner.token, pdf.fileId)).response.status).toBe(200);
  });

  it('under an Idempotency-Key the runner is told once the request commits; a replay asks nothing twice', async () => {
    const body = { tourId: tour.tour.id, name: 'Keyed', subject: 'events', columns: ['event.name'] };
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await t.post<{ data: { id: string } }>('/api/reports', body, {
      token: crew.token,
      headers,
    });
    const replay = await t.post<{ data: { id: string } }>('/api/reports', body, {
      token: crew.token,
      headers,
    });
    expect([first.status, replay.status]).toEqual([202, 202]);
    expect(replay.body.data.id).toBe(first.body.data.id);
    await t.deps.reports.idle();
    const made = must(
      await t.call('GET /reports/{id}', { params: { id: first.body.data.id }, token: crew.token }),
    );
    expect(made.data).toMatchObject({ status: 'done', rowCount: 2 });
    expect(await t.db.select().from(reports).where(eq(reports.name, 'Keyed'))).toHaveLength(1);
  });

  it('a restart makes the reports that were queued or left running; one that cannot be made fails', async () => {
    const template = await createTemplate(t, crew.token);
    // This process stops taking jobs: what is asked now stays queued, as when a server goes down.
    await t.deps.reports.stop();
    const first = must(
      await t.call('POST /reports', {
        body: { tourId: tour.tour.id, templateId: template.id },
        token: crew.token,
      }),
      202,
    ).data;
    const second = must(
      await t.call('POST /reports', {
        body: { tourId: tour.tour.id, templateId: template.id },
        token: crew.token,
      }),
      202,
    ).data;
    const leaving = must(
      await t.call('POST /reports', {
        body: { tourId: tour.tour.id, name: 'Before leaving', subject: 'events', columns: ['event.name'] },
        token: tour.other.token,
      }),
      202,
    ).data;
    // One was under way when the process died.
    await t.db.update(reports).set({ status: 'running', progress: 40 }).where(eq(reports.id, second.id));
    // Its creator leaves before it is made: it may no longer show them anything.
    must(
      await t.call('DELETE /tours/{id}/personnel/{personnelId}', {
        params: { id: tour.tour.id, personnelId: tour.other.personnel.id },
        token: owner.token,
      }),
    );
    expect(
      must(await t.call('GET /reports/{id}', { params: { id: first.id }, token: crew.token })).data.status,
    ).toBe('queued');

    const restarted = await startTestApp({ database: t.deps.database });
    try {
      await restarted.deps.reports.start();
      await restarted.deps.reports.idle();
      for (const id of [first.id, second.id]) {
        const made = must(
          await restarted.call('GET /reports/{id}', { params: { id }, token: crew.token }),
        ).data;
        expect(made).toMatchObject({ status: 'done', progress: 100, rowCount: 2 });
        expect(made.files.map((file) => file.format)).toEqual(['csv', 'pdf']);
      }
      const failed = must(
        await restarted.call('GET /reports/{id}', { params: { id: leaving.id }, token: owner.token }),
      ).data;
      expect(failed).toMatchObject({ status: 'failed', files: [], preview: [] });
      const [row] = await t.db.select().from(reports).where(eq(reports.id, leaving.id));
      expect(row?.error).toBeTruthy();
      // The runner lives on: the next report is made.
      const after = await generate(restarted, crew.token, { tourId: tour.tour.id, templateId: template.id });
      expect(after.status).toBe('done');
    } finally {
      await restarted.deps.reports.stop();
      rmSync(restarted.dataDir, { recursive: true, force: true });
    }
  });
});
