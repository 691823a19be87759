import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEAL_MEMO_MESSAGES } from '#contract/deal-memos';
import { dealMemos } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { downloadFrom, paidMember, teamAndTour } from '../support/team-document-factories';
import { refusal } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { must } from '../support/tour-factories';

const t = await setupTestApp();

const TERMS = { dailyWage: '350.00', hourRate: '45.50', perDiem: '0.10' };

const memosOf = (teamId: string) => t.db.select().from(dealMemos).where(eq(dealMemos.teamId, teamId));

async function setup() {
  const base = await teamAndTour(t);
  const member = await paidMember(t, base.owner, base.ids, TERMS, { firstName: 'Mika' });
  const params = { id: base.team.id, memberId: member.memberId };
  return { ...base, member, params };
}

describe('deal memos', () => {
  it('the owner issues memos from a wage: defaults from the tour and member, then the issuer’s own values', async () => {
    const { owner, tour, member, params } = await setup();
    const first = must(
      await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
        params,
        body: { wageId: member.wage.id },
        token: owner.token,
      }),
      201,
    ).data;
    expect(first).toMatchObject({
      jobNumber: '1',
      jobName: 'Spring Run',
      position: 'Rigger',
      startDate: tour.startDate,
      endDate: tour.endDate,
      technician: 'Mika Road',
      tourName: 'Spring Run',
      currency: 'GBP',
      dailyWage: '350.00',
      hourRate: '45.50',
      perDiem: '0.10',
    });
    const second = must(
      await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
        params,
        body: {
          wageId: member.wage.id,
          jobNumber: 'JOB-77',
          jobName: 'Spring Run – festivals',
          position: 'Head rigger',
          startDate: '2027-04-11',
          endDate: '2027-04-11',
        },
        token: owner.token,
      }),
      201,
    ).data;
    expect(second).toMatchObject({ jobNumber: 'JOB-77', position: 'Head rigger', startDate: '2027-04-11' });
    const third = must(
      await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
        params,
        // Blank, as the screen's form sends untouched fields: the defaults.
        body: { wageId: member.wage.id, jobNumber: '', jobName: '', startDate: '', endDate: '' },
        token: owner.token,
      }),
      201,
    ).data;
    expect(third).toMatchObject({ jobNumber: '3', startDate: tour.startDate, endDate: tour.endDate });

    const list = must(
      await t.call('GET /workspace-teams/{id}/members/{memberId}/deal-memos', { params, token: owner.token }),
    ).data;
    expect(list.map((memo) => memo.id).sort()).toEqual([first.id, second.id, third.id].sort());
  });

  it('keeps an issued memo as issued when the wage changes later', async () => {
    const { owner, member, params } = await setup();
    const memo = must(
      await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
        params,
        body: { wageId: member.wage.id },
        token: owner.token,
      }),
      201,
    ).data;
    must(
      await t.call('PATCH /workspace-teams/{id}/members/{memberId}/wages/{wageId}', {
        params: { ...params, wageId: member.wage.id },
        body: { dailyWage: '999.99', perDiem: '0.20' },
        token: owner.token,
      }),
    );
    const read = must(
      await t.call('GET /workspace-teams/{id}/members/{memberId}/deal-memos/{memoId}', {
        params: { ...params, memoId: memo.id },
        token: owner.token,
      }),
    ).data;
    expect(read).toMatchObject({ dailyWage: '350.00', perDiem: '0.10' });
  });

  it('the member reads and downloads their own memos; another member gets 404, and may not issue (403)', async () => {
    const { owner, member, params, ids } = await setup();
    const memo = must(
      await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
        params,
        body: { wageId: member.wage.id },
        token: owner.token,
      }),
      201,
    ).data;
    const memoParams = { ...params, memoId: memo.id };
    const pdfPath = `/api/workspace-teams/${params.id}/members/${params.memberId}/deal-memos/${memo.id}/pdf`;

    const own = must(
      await t.call('GET /workspace-teams/{id}/members/{memberId}/deal-memos', {
        params,
        token: member.token,
      }),
    ).data;
    expect(own.map((item) => item.id)).toEqual([memo.id]);
    must(
      await t.call('GET /workspace-teams/{id}/members/{memberId}/deal-memos/{memoId}', {
        params: memoParams,
        token: member.token,
      }),
    );
    const pdf = await downloadFrom(t, member.token, pdfPath);
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Deal memo 1');

    const other = await paidMember(t, owner, ids, TERMS, { firstName: 'Noa' });
    const stranger = await signedInUser(t);
    for (const token of [other.token, stranger.token]) {
      expect(
        (await t.call('GET /workspace-teams/{id}/members/{memberId}/deal-memos', { params, token })).status,
      ).toBe(404);
      expect(
        (
          await t.call('GET /workspace-teams/{id}/members/{memberId}/deal-memos/{memoId}', {
            params: memoParams,
            token,
          })
        ).status,
      ).toBe(404);
      expect((await downloadFrom(t, token, pdfPath)).response.status).toBe(404);
    }
    const issuing = await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
      params,
      body: { wageId: member.wage.id },
      token: member.token,
    });
    expect(issuing.status).toBe(403);
    expect(
      (
        await t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
          params,
          body: { wageId: member.wage.id },
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(await memosOf(params.id)).toHaveLength(1);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const { owner, member, params, ids } = await setup();
    const call = (body: Record<string, unknown>) =>
      t.call('POST /workspace-teams/{id}/members/{memberId}/deal-memos', {
        params,
        body,
        token: owner.token,
      });

    const missing = await call({});
    expect(missing.status).toBe(400);
    expect(refusal(missing).fields).toEqual({ wageId: DEAL_MEMO_MESSAGES.wage });
    const backwards = await call({ wageId: member.wage.id, startDate: '2027-04-12', endDate: '2027-04-10' });
    expect(backwards.status).toBe(400);
    expect(refusal(backwards).fields).toEqual({ endDate: DEAL_MEMO_MESSAGES.endBeforeStart });
    const notADate = await call({ wageId: member.wage.id, startDate: '2027-02-30' });
    expect(notADate.status).toBe(400);
    expect(refusal(notADate).fields).toEqual({ startDate: 'Not a real date' });
    const tooLong = await call({ wageId: member.wage.id, jobNumber: 'x'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(refusal(tooLong).fields ?? {})).toEqual(['jobNumber']);

    // Another member's wage is not this member's: 404, as for any id the route does not hold.
    const other = await paidMember(t, owner, ids, TERMS, { onTour: false });
    expect((await call({ wageId: other.wage.id })).status).toBe(404);
    expect(await memosOf(params.id)).toEqual([]);
  });
});
