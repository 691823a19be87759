/**
 * Safe by default: outside production the server listens on loopback only, the dev mailbox answers
 * only this machine (by the connection's address, never X-Forwarded-For), and production refuses
 * to start without a JWT secret.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';
import { isLoopbackAddress, isLoopbackHost } from '../../server/http/loopback';
import { registerConfirmed } from '../support/factories';
import { setupTestApp, startTestApp } from '../support/test-app';

const t = await setupTestApp();
// Mail in the box: a loopback caller sees it, anyone else must not even learn the box exists.
const { email } = await registerConfirmed(t);
const mailbox = `/api/dev/mail?to=${encodeURIComponent(email)}`;
const SECRET = 'a-secret-that-is-long-enough-0123456789';
const DATA_DIR = '/tmp/roadie-unused';

describe('the listen address', () => {
  it('is loopback in development and test unless HOST is set', () => {
    expect(loadConfig({ DATA_DIR, JWT_SECRET: SECRET }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR, JWT_SECRET: SECRET }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR, JWT_SECRET: SECRET }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '', DATA_DIR, JWT_SECRET: SECRET }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0', DATA_DIR, JWT_SECRET: SECRET }).host).toBe('0.0.0.0');
  });

  it('is every interface in production, which must be reachable', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, HOST: '10.0.0.5' }).host).toBe(
      '10.0.0.5',
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['localhost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.0.2.7', false],
    ['::ffff:192.0.2.7', false],
    ['2001:db8::1', false],
    ['127.0.0.1.example', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackHost(address)).toBe(loopback);
    if (address !== 'localhost') expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('production config', () => {
  it('refuses to start without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR })).toThrow(
      'JWT_SECRET must be set in production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  });
});

describe('the dev mailbox', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])(
    'answers a connection from %s',
    async (remote) => {
      const response = await t.get<{ data: { to: string }[] }>(mailbox, { remoteAddress: remote });
      expect(response.status).toBe(200);
      expect(response.body.data.map((mail) => mail.to)).toContain(email);
    },
  );

  it.each(['192.0.2.7', '::ffff:192.0.2.7', '2001:db8::1', '10.0.0.1'])(
    'is an unknown endpoint to a connection from %s',
    async (remote) => {
      const unknown = await t.get('/api/dev/no-such-thing', { remoteAddress: remote });
      const mail = await t.get(mailbox, { remoteAddress: remote });
      expect(mail.status).toBe(404);
      expect(mail.body).toEqual(unknown.body);
      // Not even bad input reveals it: the 404 comes before validation.
      const html = await t.get('/api/dev/mail?format=xml', {
        remoteAddress: remote,
        headers: { accept: 'text/html' },
      });
      expect(html.status).toBe(404);
      expect(html.body).toEqual(unknown.body);
    },
  );

  it('never trusts X-Forwarded-For, even behind TLS', async () => {
    const tls = await startTestApp({ config: { behindTls: true } });
    try {
      const response = await tls.get(mailbox, {
        remoteAddress: '192.0.2.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.status).toBe(404);
    } finally {
      await tls.close();
    }
  });

  it('is hidden from an in-process request without a connection', async () => {
    const response = await t.app.request(mailbox);
    expect(response.status).toBe(404);
  });
});
