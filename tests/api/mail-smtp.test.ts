import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../server/db/schema/index';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';

interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

/** A real SMTP server on a random local port; it keeps every message it accepts. */
const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const { mailFrom, rcptTo } = session.envelope;
      received.push({
        envelopeFrom: mailFrom ? mailFrom.address : '',
        envelopeTo: rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const address = smtp.server.address();
if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
let smtpRunning = true;
const stopSmtp = () =>
  new Promise<void>((resolve) => {
    if (!smtpRunning) return resolve();
    smtpRunning = false;
    smtp.close(() => resolve());
  });
afterAll(stopSmtp);

const t = await setupTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${address.port}` } });
afterAll(() => t.deps.mailer.close?.());

/** Splits a raw RFC 5322 message into unfolded headers and the decoded text body. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

const mailsReceivedBy = (email: string) => received.filter((mail) => mail.envelopeTo.includes(email));

describe('SMTP mail adapter (SMTP_URL)', () => {
  it('delivers the registration link to a real SMTP server, and the link confirms the account', async () => {
    const email = uniqueEmail('smtp');
    const response = await t.post('/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Mia',
      lastName: 'Mail',
    });
    expect(response.status).toBe(201);

    const mails = mailsReceivedBy(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.envelopeTo).toEqual([email]);
    expect(mail?.envelopeFrom).toBe('no-reply@roadie.example');
    const { headers, text } = parseMessage(mail?.raw ?? '');
    expect(headers.to).toContain(email);
    expect(headers.subject).toBe('Confirm your Roadie account');
    expect(text).toContain('Hi Mia');
    const token = text.match(/http:\/\/roadie\.test\/register-complete\?token=([\w-]{40,})/)?.[1];
    expect(token).toBeDefined();

    // The embedded mailbox is not used when a real provider is configured.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);

    const confirmed = await t.call('POST /users', { body: { token: token ?? '' } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.email).toBe(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await t.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('delivers a working password reset link', async () => {
    const email = uniqueEmail('smtp-reset');
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Mia', lastName: 'Mail' });
    const confirmation = parseMessage(mailsReceivedBy(email)[0]?.raw ?? '').text;
    const confirmToken = confirmation.match(/register-complete\?token=([\w-]+)/)?.[1];
    expect((await t.post('/api/users', { token: confirmToken })).status).toBe(201);

    expect((await t.post('/api/auth/request-reset-password', { email })).status).toBe(200);
    const mails = mailsReceivedBy(email);
    expect(mails).toHaveLength(2);
    const { headers, text } = parseMessage(mails[1]?.raw ?? '');
    expect(headers.subject).toBe('Reset your Roadie password');
    const token = text.match(/http:\/\/roadie\.test\/confirm-reset-password\?token=([\w-]{40,})/)?.[1];
    expect(token).toBeDefined();
    const reset = await t.patch(`/api/users/reset-password?token=${token}`, { password: 'Via-smtp-42' });
    expect(reset.status).toBe(200);
    expect((await t.post('/api/auth/login', { email, password: 'Via-smtp-42' })).status).toBe(200);
  });
});

describe('when the SMTP server is down', () => {
  beforeAll(stopSmtp);

  it('still registers (201), logs the delivery failure and never answers 500', async () => {
    const email = uniqueEmail('smtp-down');
    const linesBefore = t.logger.lines.length;
    const response = await t.post('/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Otto',
      lastName: 'Offline',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { email, confirmationRequired: true } });
    expect(mailsReceivedBy(email)).toEqual([]);
    const newLines = t.logger.lines.slice(linesBefore);
    const failure = newLines.find((line) => line.includes('mail delivery failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain(email);
    expect(failure).not.toContain(PASSWORD);
    expect(newLines.some((line) => line.includes('unhandled error'))).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('still answers a reset request with ok and logs the failure', async () => {
    const email = uniqueEmail('smtp-down-reset');
    await t.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Otto', lastName: 'Offline' });
    const linesBefore = t.logger.lines.length;
    const response = await t.post('/api/auth/request-reset-password', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
    expect(t.logger.lines.slice(linesBefore).some((line) => line.includes('mail delivery failed'))).toBe(
      true,
    );
  });
});
