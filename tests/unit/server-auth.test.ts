import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';
import { signAccessToken, verifyAccessToken } from '../../server/modules/auth/access-tokens';
import { hashPassword, verifyPassword } from '../../server/modules/auth/passwords';
import { canManageAccount } from '../../server/modules/users/users.policy';

const SECRET = 'unit-test-secret-0123456789abcdef';

describe('passwords', () => {
  it('verifies the right password only, with a per-user salt', async () => {
    const first = await hashPassword('Tour-ready-9');
    const second = await hashPassword('Tour-ready-9');
    expect(first).not.toBe(second);
    expect(first).not.toContain('Tour-ready-9');
    expect(await verifyPassword('Tour-ready-9', first)).toBe(true);
    expect(await verifyPassword('Tour-ready-8', first)).toBe(false);
    expect(await verifyPassword('Tour-ready-9', null)).toBe(false);
  });
});

describe('access tokens', () => {
  it('are valid for 15 minutes by the app clock', async () => {
    const now = new Date('2027-04-12T10:00:00Z');
    const claims = { userId: crypto.randomUUID(), role: 'ADMIN', sessionId: crypto.randomUUID() } as const;
    const token = await signAccessToken(claims, SECRET, now);
    expect(await verifyAccessToken(token, SECRET, now)).toEqual(claims);
    expect(await verifyAccessToken(token, SECRET, new Date(now.getTime() + 14 * 60_000))).not.toBeNull();
    expect(await verifyAccessToken(token, SECRET, new Date(now.getTime() + 15 * 60_000))).toBeNull();
  });

  it('reject another secret and tampered tokens', async () => {
    const now = new Date();
    const userId = crypto.randomUUID();
    const token = await signAccessToken(
      { userId, role: 'USER', sessionId: crypto.randomUUID() },
      SECRET,
      now,
    );
    expect(await verifyAccessToken(token, 'another-secret-0123456789abcdef', now)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: userId, role: 'ADMIN', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, SECRET, now)).toBeNull();
    expect(await verifyAccessToken('garbage', SECRET, now)).toBeNull();
  });
});

describe('users policy', () => {
  it('lets users manage their own account and admins any account', () => {
    expect(canManageAccount({ id: 'a', email: 'a@x', role: 'USER' }, 'a')).toBe(true);
    expect(canManageAccount({ id: 'a', email: 'a@x', role: 'USER' }, 'b')).toBe(false);
    expect(canManageAccount({ id: 'a', email: 'a@x', role: 'ADMIN' }, 'b')).toBe(true);
  });
});

describe('config', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/roadie-config-test', JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 8080,
      nodeEnv: 'development',
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
    });
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it('refuses to start in production without a JWT secret, and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/roadie-config-test' })).toThrow(
      /JWT_SECRET/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).seedDemo).toBe(false);
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: SECRET })).toThrow(/PORT/);
  });
});
