import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { SUPPLEMENTAL_MESSAGES } from '#contract/supplemental-questions';
import { signedInUser } from '../support/factories';
import { answerQuestion, askQuestion } from '../support/supplemental-factories';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, joinTour, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

async function crewedTour() {
  const made = await ownerWithTour(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  return { ...made, ada, bo };
}

const unanswered = async (token: string, tourId: string) =>
  must(
    await t.call('GET /supplemental-questions/unanswered/{id}', { params: { id: tourId }, token }),
  ).data.map((q) => q.text);
/** Every answer of the tour the caller may see (managers: all; members: their own). */
const answersOf = (tourId: string, token: string) =>
  t.call('GET /supplemental-answers', { query: { tourId }, token });

describe('supplemental questions and answers', () => {
  it('a manager asks; a member answers, edits and deletes; the manager reads the table', async () => {
    const { owner, tour, ada } = await crewedTour();
    const size = await askQuestion(t, owner.token, tour.id);
    const parking = await askQuestion(t, owner.token, tour.id, {
      text: 'Need a parking pass?',
      answerType: 'YES_NO',
      options: undefined,
      required: true,
    });
    expect(size).toMatchObject({
      text: 'T-shirt size?',
      answerType: 'CHOICE',
      options: ['S', 'M', 'L'],
      position: 1,
    });
    expect(await unanswered(ada.token, tour.id)).toEqual(['Need a parking pass?', 'T-shirt size?']);

    const answer = await answerQuestion(t, ada.token, size.id, 'M');
    expect(answer).toMatchObject({ questionId: size.id, tourId: tour.id, userId: ada.user.id, value: 'M' });
    expect(await unanswered(ada.token, tour.id)).toEqual(['Need a parking pass?']);
    const edited = must(
      await t.call('PATCH /supplemental-answers/{id}', {
        params: { id: answer.id },
        body: { value: 'L' },
        token: ada.token,
      }),
    );
    expect(edited.data.value).toBe('L');
    const again = await t.post<ErrorBody>(
      '/api/supplemental-answers',
      { questionId: size.id, value: 'S' },
      { token: ada.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SUPPLEMENTAL_MESSAGES.alreadyAnswered);

    const columns = must(
      await t.call('GET /table-columns/supplemental-questions', {
        query: { tourId: tour.id },
        token: owner.token,
      }),
    );
    expect(columns.data.map((c) => c.key)).toEqual(['person', 'role', `q:${size.id}`, `q:${parking.id}`]);
    const all = must(await answersOf(tour.id, owner.token));
    expect(all.data.map((a) => [a.userId, a.value])).toEqual([[ada.user.id, 'L']]);
    const hers = must(
      await t.call('GET /supplemental-answers/users/{id}', {
        params: { id: ada.user.id },
        token: owner.token,
      }),
    );
    expect(hers.data.map((a) => a.id)).toEqual([answer.id]);

    must(await t.del(`/api/supplemental-answers/${answer.id}`, undefined, { token: ada.token }));
    expect((await t.get(`/api/supplemental-answers/${answer.id}`, { token: ada.token })).status).toBe(404);
    expect(await unanswered(ada.token, tour.id)).toEqual(['Need a parking pass?', 'T-shirt size?']);

    must(
      await t.patch(
        `/api/supplemental-questions/${size.id}`,
        { text: 'Hoodie size?' },
        { token: owner.token },
      ),
    );
    must(await t.del(`/api/supplemental-questions/${parking.id}`, undefined, { token: owner.token }));
    const listed = must(
      await t.call('GET /supplemental-questions', { query: { tourId: tour.id }, token: ada.token }),
    );
    expect(listed.data.map((q) => q.text)).toEqual(['Hoodie size?']);
  });

  it('answers that do not fit the question, and bad questions, are 400 with a clear message and change nothing', async () => {
    const { owner, tour, ada } = await crewedTour();
    const size = await askQuestion(t, owner.token, tour.id);
    const parking = await askQuestion(t, owner.token, tour.id, {
      text: 'Parking?',
      answerType: 'YES_NO',
      options: undefined,
    });
    const cases: [string, string, string][] = [
      [size.id, 'XXL', SUPPLEMENTAL_MESSAGES.answerChoice],
      [parking.id, 'maybe', SUPPLEMENTAL_MESSAGES.answerYesNo],
      [parking.id, '  ', MESSAGES.cannotBeEmpty],
    ];
    for (const [questionId, value, message] of cases) {
      const res = await t.post<ErrorBody>(
        '/api/supplemental-answers',
        { questionId, value },
        { token: ada.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.value).toBe(message);
    }
    const noOptions = await t.post<ErrorBody>(
      '/api/supplemental-questions',
      { tourId: tour.id, text: 'Size?', answerType: 'CHOICE', options: ['S'] },
      { token: owner.token },
    );
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.error.fields?.options).toBe(SUPPLEMENTAL_MESSAGES.choiceNeedsOptions);
    const blank = await t.post<ErrorBody>(
      '/api/supplemental-questions',
      { tourId: tour.id, text: ' ', answerType: 'TEXT' },
      { token: owner.token },
    );
    expect(blank.body.error.fields?.text).toBe(MESSAGES.cannotBeEmpty);
    const badOptions = await t.patch<ErrorBody>(
      `/api/supplemental-questions/${parking.id}`,
      { options: ['A', 'B'] },
      { token: owner.token },
    );
    expect(badOptions.body.error.fields?.options).toBe(SUPPLEMENTAL_MESSAGES.optionsOnlyForChoice);
    const all = must(await answersOf(tour.id, owner.token));
    expect(all.data).toEqual([]);
    expect(await unanswered(ada.token, tour.id)).toHaveLength(2);
  });

  it('members cannot manage questions (403) and never see another member’s answer (404)', async () => {
    const { owner, tour, ada, bo } = await crewedTour();
    const size = await askQuestion(t, owner.token, tour.id);
    const adas = await answerQuestion(t, ada.token, size.id, 'S');
    const ask = await t.post(
      '/api/supplemental-questions',
      { tourId: tour.id, text: 'Diet?', answerType: 'TEXT' },
      { token: bo.token },
    );
    expect(ask.status).toBe(403);
    expect(
      (await t.patch(`/api/supplemental-questions/${size.id}`, { text: 'x' }, { token: bo.token })).status,
    ).toBe(403);
    expect(
      (await t.del(`/api/supplemental-questions/${size.id}`, undefined, { token: bo.token })).status,
    ).toBe(403);
    expect(
      (await t.get(`/api/table-columns/supplemental-questions?tourId=${tour.id}`, { token: bo.token }))
        .status,
    ).toBe(403);

    expect((await t.get(`/api/supplemental-answers/${adas.id}`, { token: bo.token })).status).toBe(404);
    expect(
      (await t.patch(`/api/supplemental-answers/${adas.id}`, { value: 'L' }, { token: bo.token })).status,
    ).toBe(404);
    expect((await t.del(`/api/supplemental-answers/${adas.id}`, undefined, { token: bo.token })).status).toBe(
      404,
    );
    expect((await t.get(`/api/supplemental-answers/users/${ada.user.id}`, { token: bo.token })).status).toBe(
      404,
    );
    const bosView = must(await answersOf(tour.id, bo.token));
    expect(bosView.data).toEqual([]);
    // The manager reads it but does not rewrite someone else's answer.
    expect((await t.get(`/api/supplemental-answers/${adas.id}`, { token: owner.token })).status).toBe(200);
    expect(
      (await t.patch(`/api/supplemental-answers/${adas.id}`, { value: 'L' }, { token: owner.token })).status,
    ).toBe(403);
    const still = must(
      await t.call('GET /supplemental-answers/{id}', { params: { id: adas.id }, token: ada.token }),
    );
    expect(still.data.value).toBe('S');
  });

  it('another tenant gets 404 on the tour-wide reads and cannot answer', async () => {
    const { owner, tour } = await crewedTour();
    const size = await askQuestion(t, owner.token, tour.id);
    const stranger = await signedInUser(t);
    for (const path of [
      `/api/supplemental-questions?tourId=${tour.id}`,
      `/api/table-columns/supplemental-questions?tourId=${tour.id}`,
      `/api/supplemental-answers?tourId=${tour.id}`,
    ]) {
      expect((await t.get(path, { token: stranger.token })).status).toBe(404);
    }
    const answer = await t.post(
      '/api/supplemental-answers',
      { questionId: size.id, value: 'M' },
      { token: stranger.token },
    );
    expect(answer.status).toBe(404);
    const ask = await t.post(
      '/api/supplemental-questions',
      { tourId: tour.id, text: 'Diet?', answerType: 'TEXT' },
      { token: stranger.token },
    );
    expect(ask.status).toBe(404);
    const all = must(await answersOf(tour.id, owner.token));
    expect(all.data).toEqual([]);
  });
});
