import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { SUMMARY_REPORT_HEADER } from '#contract/summary-reports';
import { TEAM_MESSAGES } from '#contract/teams';
import { summaryReports } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { parseCsv } from '../support/report-factories';
import { downloadFrom, paidMember, teamAndTour } from '../support/team-document-factories';
import { refusal } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { createTour, must } from '../support/tour-factories';

const t = await setupTestApp();

/** Rates whose float sums would drift (0.1 + 0.2), and one large one. */
const PAID = [
  ['Ada', '0.10', '0.20'],
  ['Ben', '0.20', '0.10'],
  ['Cat', '0.30', '0.70'],
  ['Dev', '1234.56', '0.05'],
  ['Eli', '0.01', '0.33'],
  ['Fay', '99.99', '12.34'],
] as const;

/** Each row as computed by hand: 3 tour days × the rate, exact to the cent. */
const EXPECTED = [
  ['Ada Road', 'Rigger', '3', '0.10', '0.20', '0.30', '0.60', '0.90'],
  ['Ben Road', 'Rigger', '3', '0.20', '0.10', '0.60', '0.30', '0.90'],
  ['Cat Road', 'Rigger', '3', '0.30', '0.70', '0.90', '2.10', '3.00'],
  ['Dev Road', 'Rigger', '3', '1234.56', '0.05', '3703.68', '0.15', '3703.83'],
  ['Eli Road', 'Rigger', '3', '0.01', '0.33', '0.03', '0.99', '1.02'],
  ['Fay Road', 'Rigger', '3', '99.99', '12.34', '299.97', '37.02', '336.99'],
  // Paid on the tour but not on it: no day worked.
  ['Gus Road', 'Rigger', '0', '500.00', '50.00', '0.00', '0.00', '0.00'],
  ['Totals', '', '18', '', '', '4005.48', '41.16', '4046.64'],
];

async function setup() {
  const base = await teamAndTour(t);
  const members = [];
  for (const [firstName, dailyWage, perDiem] of PAID)
    members.push(
      await paidMember(t, base.owner, base.ids, { dailyWage, hourRate: '1.00', perDiem }, { firstName }),
    );
  const offTour = await paidMember(
    t,
    base.owner,
    base.ids,
    { dailyWage: '500.00', hourRate: '1.00', perDiem: '50.00' },
    { firstName: 'Gus', onTour: false },
  );
  return { ...base, members, offTour };
}

const reportsOf = (teamId: string) =>
  t.db.select().from(summaryReports).where(eq(summaryReports.teamId, teamId));

describe('summary reports', () => {
  it('sums days, wages and per diems exactly to the cent, in the table, the CSV and the PDF', async () => {
    const { owner, team, tour } = await setup();
    const queued = must(
      await t.call('POST /workspace-teams/{id}/summary-reports', {
        params: { id: team.id },
        body: { tourId: tour.id },
        token: owner.token,
      }),
      202,
    ).data;
    expect(queued).toMatchObject({ status: 'queued', tourName: 'Spring Run', rows: [], files: [] });
    await t.deps.reports.idle();

    const report = must(
      await t.call('GET /workspace-teams/{id}/summary-reports/{reportId}', {
        params: { id: team.id, reportId: queued.id },
        token: owner.token,
      }),
    ).data;
    expect(report).toMatchObject({ status: 'done', progress: 100, currency: 'GBP' });
    expect(report.rows).toEqual(EXPECTED);

    const list = must(
      await t.call('GET /workspace-teams/{id}/summary-reports', {
        params: { id: team.id },
        token: owner.token,
      }),
    ).data;
    expect(list.map((item) => item.id)).toEqual([report.id]);

    const file = (format: 'csv' | 'pdf') => {
      const found = report.files.find((item) => item.format === format);
      if (!found) throw new Error(`no ${format} file`);
      return `/api/workspace-teams/${team.id}/summary-reports/${report.id}/files/${found.id}`;
    };
    const csv = await downloadFrom(t, owner.token, file('csv'));
    expect(csv.response.status).toBe(200);
    expect(parseCsv(new TextDecoder().decode(csv.bytes))).toEqual([[...SUMMARY_REPORT_HEADER], ...EXPECTED]);
    const pdf = await downloadFrom(t, owner.token, file('pdf'));
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Summary report – ${team.name}`);
  });

  it('is for owner and admins: a member gets 403, anyone else 404', async () => {
    const base = await teamAndTour(t);
    const admin = await paidMember(
      t,
      base.owner,
      base.ids,
      { dailyWage: '1.00', hourRate: '1.00', perDiem: '1.00' },
      {
        role: 'ADMIN',
      },
    );
    const member = await paidMember(t, base.owner, base.ids, {
      dailyWage: '1.00',
      hourRate: '1.00',
      perDiem: '1.00',
    });
    const stranger = await signedInUser(t);
    const params = { id: base.team.id };
    const byAdmin = must(
      await t.call('POST /workspace-teams/{id}/summary-reports', {
        params,
        body: { tourId: base.tour.id },
        token: admin.token,
      }),
      202,
    ).data;
    await t.deps.reports.idle();
    const done = must(
      await t.call('GET /workspace-teams/{id}/summary-reports/{reportId}', {
        params: { ...params, reportId: byAdmin.id },
        token: base.owner.token,
      }),
    ).data;
    const fileId = done.files[0]?.id ?? '';
    const filePath = `/api/workspace-teams/${base.team.id}/summary-reports/${done.id}/files/${fileId}`;
    expect((await downloadFrom(t, admin.token, filePath)).response.status).toBe(200);

    for (const [token, status] of [
      [member.token, 403],
      [stranger.token, 404],
    ] as const) {
      const post = await t.call('POST /workspace-teams/{id}/summary-reports', {
        params,
        body: { tourId: base.tour.id },
        token,
      });
      expect(post.status).toBe(status);
      expect((await t.call('GET /workspace-teams/{id}/summary-reports', { params, token })).status).toBe(
        status,
      );
      const one = await t.call('GET /workspace-teams/{id}/summary-reports/{reportId}', {
        params: { ...params, reportId: done.id },
        token,
      });
      expect(one.status).toBe(status);
      expect((await downloadFrom(t, token, filePath)).response.status).toBe(status);
    }
    expect(await reportsOf(base.team.id)).toHaveLength(1);
  });

  it('refuses a missing tour and a tour of another workspace, writing nothing', async () => {
    const { owner, team } = await teamAndTour(t);
    const other = await signedInUser(t);
    const foreignTour = await createTour(t, other.token);
    const call = (body: Record<string, unknown>) =>
      t.call('POST /workspace-teams/{id}/summary-reports', {
        params: { id: team.id },
        body,
        token: owner.token,
      });
    const missing = await call({});
    expect(missing.status).toBe(400);
    expect(refusal(missing).fields).toEqual({ tourId: TEAM_MESSAGES.tour });
    const foreign = await call({ tourId: foreignTour.id });
    expect(foreign.status).toBe(400);
    expect(refusal(foreign).fields).toEqual({ tourId: TEAM_MESSAGES.tourNotInWorkspace });
    expect(await reportsOf(team.id)).toEqual([]);
  });
});
