/**
 * The Twilio adapter against a local HTTP server standing in for api.twilio.com: the exact request
 * (path, Basic auth, form fields, `whatsapp:` prefixes), and a refusal kept as a failed message
 * with Twilio's own words. Also how TWILIO_* settings are read.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '#contract/messaging';
import { outgoingMessages, textOutbox } from '../../server/db/schema/index';
import { loadConfig } from '../../server/env';
import { crewWithPhones, setPhone } from '../support/messaging-factories';
import { setupTestApp, startTestApp } from '../support/test-app';
import { type ErrorBody, must } from '../support/tour-factories';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-never-logged';
/** The number the stand-in refuses, as Twilio refuses a number it cannot reach. */
const UNREACHABLE = '+15005550001';

const received: Received[] = [];
const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};
const twilio = createServer(async (request, response) => {
  const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
  received.push({
    method: request.method ?? '',
    path: request.url ?? '',
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    form,
  });
  response.setHeader('content-type', 'application/json');
  if (form.To?.endsWith(UNREACHABLE)) {
    response.statusCode = 400;
    response.end(
      JSON.stringify({
        code: 21211,
        message: `The 'To' number ${UNREACHABLE} is not a valid phone number.`,
        status: 400,
      }),
    );
    return;
  }
  response.statusCode = 201;
  response.end(
    JSON.stringify({ sid: `SM${received.length.toString().padStart(32, '0')}`, status: 'queued' }),
  );
});
await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', () => resolve()));
const address = twilio.address();
if (!address || typeof address === 'string') throw new Error('the Twilio stand-in has no port');
afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

const t = await setupTestApp({
  config: {
    twilio: {
      accountSid: SID,
      authToken: TOKEN,
      smsFrom: '+15005550006',
      whatsappFrom: 'whatsapp:+14155238886',
      apiBase: `http://127.0.0.1:${address.port}`,
    },
  },
});

describe('Twilio messaging', () => {
  it('posts each message to Twilio’s Messages resource with Basic auth and the form fields', async () => {
    const { owner, tour, ada, bo } = await crewWithPhones(t);
    await setPhone(t, bo.token, bo.user.id, '0044 7700 900123');
    received.length = 0;
    const whatsapp = must(
      await t.call('POST /twilio/whats-app-message', {
        body: {
          tourId: tour.id,
          userIds: [ada.user.id, bo.user.id],
          channel: 'whatsapp',
          text: 'Doors 19:00 ✓',
        },
        token: owner.token,
      }),
    ).data;
    expect(whatsapp.deliveries.map((d) => d.status)).toEqual(['sent', 'sent']);
    const sms = must(
      await t.call('POST /twilio/whats-app-message', {
        body: { tourId: tour.id, userIds: [ada.user.id], channel: 'sms', text: 'Bus 09:00' },
        token: owner.token,
      }),
    ).data;
    expect(sms.deliveries.map((d) => d.status)).toEqual(['sent']);

    const basic = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    const common = {
      method: 'POST',
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorization: basic,
      contentType: 'application/x-www-form-urlencoded',
    };
    expect(received.sort((a, b) => (a.form.Body ?? '').localeCompare(b.form.Body ?? ''))).toEqual([
      { ...common, form: { To: '+491701234567', From: '+15005550006', Body: 'Bus 09:00' } },
      expect.objectContaining({ form: expect.objectContaining({ Body: 'Doors 19:00 ✓' }) }),
      expect.objectContaining({ form: expect.objectContaining({ Body: 'Doors 19:00 ✓' }) }),
    ]);
    const whatsappTo = received.filter((r) => r.form.Body === 'Doors 19:00 ✓').map((r) => r.form.To);
    expect(whatsappTo.sort()).toEqual(['whatsapp:+447700900123', 'whatsapp:+491701234567']);
    for (const request of received.filter((r) => r.form.Body === 'Doors 19:00 ✓'))
      expect(request).toEqual({
        ...common,
        form: expect.objectContaining({ From: 'whatsapp:+14155238886' }),
      });

    const rows = await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.tourId, tour.id));
    expect(rows.every((row) => row.status === 'sent' && /^SM\d{32}$/.test(row.providerId ?? ''))).toBe(true);
    // Twilio sent them: nothing lands in the embedded adapter's outbox.
    expect(await t.db.select().from(textOutbox)).toEqual([]);
  });

  it('a refusal is kept as a failed message with Twilio’s error, and answered back', async () => {
    const { owner, tour, ada, bo } = await crewWithPhones(t);
    await setPhone(t, bo.token, bo.user.id, UNREACHABLE);
    const answer = must(
      await t.call('POST /twilio/whats-app-message', {
        body: {
          tourId: tour.id,
          userIds: [ada.user.id, bo.user.id],
          channel: 'sms',
          text: 'Lobby call 10:00',
        },
        token: owner.token,
      }),
    ).data;
    const refusal = `The 'To' number ${UNREACHABLE} is not a valid phone number. (error 21211)`;
    expect(answer.deliveries).toEqual([
      expect.objectContaining({ userId: ada.user.id, status: 'sent', reason: null }),
      expect.objectContaining({ userId: bo.user.id, status: 'failed', reason: refusal }),
    ]);
    const listed = must(
      await t.call('GET /twilio/messages', { query: { tourId: tour.id }, token: owner.token }),
    );
    expect(listed.data.find((m) => m.recipientUserId === bo.user.id)).toMatchObject({
      status: 'failed',
      error: refusal,
      phone: UNREACHABLE,
    });
    expect(t.logger.lines.join('\n')).not.toContain(TOKEN);
  });

  it('an unreachable Twilio fails the messages, not the request', async () => {
    const down = await startTestApp({
      config: {
        twilio: {
          accountSid: SID,
          authToken: TOKEN,
          smsFrom: '+15005550006',
          whatsappFrom: undefined,
          apiBase: 'http://127.0.0.1:1',
        },
      },
    });
    try {
      const { owner, tour, ada } = await crewWithPhones(down);
      const answer = must(
        await down.call('POST /twilio/whats-app-message', {
          body: { tourId: tour.id, userIds: [ada.user.id], channel: 'sms', text: 'Hi' },
          token: owner.token,
        }),
      ).data;
      expect(answer.deliveries).toEqual([
        expect.objectContaining({ status: 'failed', reason: 'The messaging provider could not be reached' }),
      ]);
      // No WhatsApp sender: asking for WhatsApp is refused before anything is recorded.
      const refused = await down.post<ErrorBody>(
        '/api/twilio/whats-app-message',
        { tourId: tour.id, userIds: [ada.user.id], channel: 'whatsapp', text: 'Hi' },
        { token: owner.token },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        channel: MESSAGING_MESSAGES.channelUnavailable('whatsapp'),
      });
      expect(
        await down.db.select().from(outgoingMessages).where(eq(outgoingMessages.tourId, tour.id)),
      ).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});

describe('TWILIO_* settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/roadie-unused' };

  it('are off unless set; a sender may be given with or without its whatsapp: prefix', () => {
    expect(loadConfig(base).twilio).toBeUndefined();
    const config = loadConfig({
      ...base,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_WHATSAPP_FROM: '+14155238886',
    });
    expect(config.twilio).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      smsFrom: undefined,
      whatsappFrom: 'whatsapp:+14155238886',
      apiBase: 'https://api.twilio.com',
    });
  });

  it('half a setup refuses to start instead of quietly storing every text', () => {
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN })).toThrow(
      /TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM/,
    );
    expect(() => loadConfig({ ...base, TWILIO_SMS_FROM: '+15005550006' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});
