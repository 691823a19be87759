import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { MESSAGE_TEXT_MAX, MESSAGING_MESSAGES } from '#contract/messaging';
import { outgoingMessages } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { crewWithPhones, type SendBody, storedTexts } from '../support/messaging-factories';
import { setupTestApp, startTestApp } from '../support/test-app';
import { addPersonnel, type ErrorBody, must } from '../support/tour-factories';

const t = await setupTestApp();

const send = (token: string, body: SendBody, headers: Record<string, string> = {}) =>
  t.call('POST /twilio/whats-app-message', { body, token, headers });

describe('POST /twilio/whats-app-message', () => {
  it('texts the chosen people with a usable number and answers who was skipped and why', async () => {
    const { owner, tour, ada, bo, cy } = await crewWithPhones(t);
    const text = 'Bus call moved to 09:30.\nLobby, not the car park.';
    const answer = must(
      await send(owner.token, {
        tourId: tour.id,
        userIds: [ada.user.id, bo.user.id, cy.user.id],
        channel: 'whatsapp',
        text: `  ${text} `,
      }),
    ).data;
    expect(answer).toEqual({
      channel: 'whatsapp',
      deliveries: [
        {
          userId: ada.user.id,
          name: 'Ada Road',
          status: 'sent',
          reason: null,
          messageId: expect.any(String),
        },
        {
          userId: bo.user.id,
          name: 'Bo Road',
          status: 'skipped',
          reason: MESSAGING_MESSAGES.noPhone,
          messageId: null,
        },
        {
          userId: cy.user.id,
          name: 'Cy Road',
          status: 'skipped',
          reason: MESSAGES.invalidPhone,
          messageId: null,
        },
      ],
    });

    const [stored] = await storedTexts(t, '+49 170 1234567');
    expect(stored).toMatchObject({ to: '+491701234567', channel: 'whatsapp', body: text });
    const rows = await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.tourId, tour.id));
    expect(rows).toEqual([
      expect.objectContaining({
        senderId: owner.user.id,
        recipientUserId: ada.user.id,
        phone: '+491701234567',
        channel: 'whatsapp',
        body: text,
        status: 'sent',
        providerId: `stored:${stored?.id}`,
        error: null,
      }),
    ]);

    const listed = must(
      await t.call('GET /twilio/messages', { query: { tourId: tour.id }, token: owner.token }),
    );
    expect(listed.data).toEqual([
      expect.objectContaining({
        recipientName: 'Ada Road',
        phone: '+491701234567',
        status: 'sent',
        error: null,
      }),
    ]);
  });

  it('the dev mailbox shows stored texts as a page too, and only to this machine', async () => {
    const { owner, tour, ada } = await crewWithPhones(t);
    must(
      await send(owner.token, {
        tourId: tour.id,
        userIds: [ada.user.id],
        channel: 'sms',
        text: 'Soundcheck <16:00>',
      }),
    );
    const page = await t.get<string>('/api/dev/mail?format=html');
    expect(page.body).toContain('<h2>Texts</h2>');
    expect(page.body).toContain('Soundcheck &#60;16:00&#62;');
    const remote = await t.get('/api/dev/mail?format=json', { remoteAddress: '203.0.113.7' });
    expect(remote.status).toBe(404);
  });

  it('a resent request with the same Idempotency-Key is stored and sent once', async () => {
    const { owner, tour, ada } = await crewWithPhones(t);
    const key = crypto.randomUUID();
    const body: SendBody = { tourId: tour.id, userIds: [ada.user.id], channel: 'sms', text: 'Once only' };
    const first = must(await send(owner.token, body, { 'idempotency-key': key }));
    const again = await send(owner.token, body, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first);
    const rows = await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.tourId, tour.id));
    expect(rows).toHaveLength(1);
    expect((await storedTexts(t)).filter((stored) => stored.body === 'Once only')).toHaveLength(1);
  });

  it('only the tour’s managers may send or read: no session 401, members 403, strangers 404', async () => {
    const { owner, tour, ada } = await crewWithPhones(t);
    const body: SendBody = { tourId: tour.id, userIds: [ada.user.id], channel: 'sms', text: 'Hi' };
    expect((await t.post('/api/twilio/whats-app-message', body)).status).toBe(401);
    expect((await t.get(`/api/twilio/messages?tourId=${tour.id}`)).status).toBe(401);

    const member = await send(ada.token, body);
    expect(member.status).toBe(403);
    const memberList = await t.call('GET /twilio/messages', { query: { tourId: tour.id }, token: ada.token });
    expect(memberList.status).toBe(403);

    const stranger = await signedInUser(t);
    expect((await send(stranger.token, body)).status).toBe(404);
    expect((await send(owner.token, { ...body, tourId: crypto.randomUUID() })).status).toBe(404);
    expect(await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.tourId, tour.id))).toEqual(
      [],
    );
  });

  it('refuses bad input with a message per field, and people not active on the tour', async () => {
    const { owner, tour, ada } = await crewWithPhones(t);
    const good = { tourId: tour.id, userIds: [ada.user.id], channel: 'sms', text: 'Hi' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, tourId: 'tour-1' }, 'tourId', 'Must be a valid id'],
      [{ ...good, userIds: [] }, 'userIds', MESSAGING_MESSAGES.noRecipients],
      [{ ...good, userIds: 'everyone' }, 'userIds', MESSAGING_MESSAGES.noRecipients],
      [{ ...good, userIds: ['nobody'] }, 'userIds.0', 'Must be a valid id'],
      [{ ...good, channel: 'fax' }, 'channel', MESSAGING_MESSAGES.chooseChannel],
      [{ ...good, text: undefined }, 'text', MESSAGES.required],
      [{ ...good, text: '   ' }, 'text', MESSAGES.cannotBeEmpty],
      [
        { ...good, text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) },
        'text',
        `Must be at most ${MESSAGE_TEXT_MAX} characters`,
      ],
      [{ ...good, text: 'bell \u0007' }, 'text', MESSAGES.controlCharacters],
    ];
    for (const [body, field, message] of cases) {
      const refused = await t.post<ErrorBody>('/api/twilio/whats-app-message', body, { token: owner.token });
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.error.fields?.[field]).toBe(message);
    }

    const outsider = await signedInUser(t);
    const invited = await signedInUser(t);
    await addPersonnel(t, owner.token, tour.id, invited.email);
    for (const userId of [outsider.user.id, invited.user.id]) {
      const refused = await t.post<ErrorBody>(
        '/api/twilio/whats-app-message',
        { ...good, userIds: [ada.user.id, userId] },
        { token: owner.token },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ userIds: MESSAGING_MESSAGES.notPersonnel });
    }
    expect((await t.get<ErrorBody>('/api/twilio/messages', { token: owner.token })).status).toBe(400);
    expect(await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.tourId, tour.id))).toEqual(
      [],
    );
  });

  it('allows 30 sends an hour per manager, then 429 (every attempt counts, even a refused one)', async () => {
    const strict = await startTestApp({ config: { rateLimitScale: 1 } });
    try {
      const manager = await signedInUser(strict);
      for (let i = 0; i < 30; i += 1) {
        const refused = await strict.post('/api/twilio/whats-app-message', {}, { token: manager.token });
        expect(refused.status).toBe(400);
      }
      const limited = await strict.post<ErrorBody>(
        '/api/twilio/whats-app-message',
        {},
        { token: manager.token },
      );
      expect(limited.status).toBe(429);
      const other = await signedInUser(strict);
      expect((await strict.post('/api/twilio/whats-app-message', {}, { token: other.token })).status).toBe(
        400,
      );
    } finally {
      await strict.close();
    }
  });
});
