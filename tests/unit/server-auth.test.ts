import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';
import { signAccessToken, verifyAccessToken } from '../../server/modules/auth/access-tokens';
import {
  hashPassword,
  PASSWORD_HASH_COST,
  TEST_PASSWORD_HASH_COST,
  verifyPassword,
} from '../../server/modules/auth/passwords';
import { canManageAccount } from '../../server/modules/users/users.policy';

const SECRET = 'unit-test-secret-0123456789abcdef';

describe('passwords', () => {
  it('verifies the right password only, with a per-user salt', async () => {
    const first = await hashPassword('Tour-ready-9', PASSWORD_HASH_COST);
    const second = await hashPassword('Tour-ready-9', PASSWORD_HASH_COST);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Tour-ready-9');
    expect(first.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(await verifyPassword('Tour-ready-9', first, PASSWORD_HASH_COST)).toBe(true);
    expect(await verifyPassword('Tour-ready-8', first, PASSWORD_HASH_COST)).toBe(false);
    expect(await verifyPassword('Tour-ready-9', null, PASSWORD_HASH_COST)).toBe(false);
  });

  it('verifies a hash by the cost it records, whatever the server hashes new ones with', async () => {
    const cheap = await hashPassword('Tour-ready-9', TEST_PASSWORD_HASH_COST);
    expect(cheap.split('$')[1]).toBe(String(TEST_PASSWORD_HASH_COST));
    expect(await verifyPassword('Tour-ready-9', cheap, PASSWORD_HASH_COST)).toBe(true);
    const full = await hashPassword('Tour-ready-9', PASSWORD_HASH_COST);
    expect(await verifyPassword('Tour-ready-9', full, TEST_PASSWORD_HASH_COST)).toBe(true);
    expect(await verifyPassword('Tour-ready-8', full, TEST_PASSWORD_HASH_COST)).toBe(false);
  });

  it('are hashed at full cost everywhere but under the test suites', () => {
    const base = { JWT_SECRET: SECRET, DATA_DIR: '/tmp/roadie-config-test' };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).passwordHashCost).toBe(PASSWORD_HASH_COST);
    expect(loadConfig({ ...base }).passwordHashCost).toBe(PASSWORD_HASH_COST);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).passwordHashCost).toBe(TEST_PASSWORD_HASH_COST);
    expect(TEST_PASSWORD_HASH_COST).toBeLessThan(PASSWORD_HASH_COST);
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

  it('are the tokens hono/jwt made, so tokens issued before stay valid both ways', async () => {
    const now = new Date('2027-04-12T10:00:00Z');
    const iat = Math.floor(now.getTime() / 1000);
    const claims = { userId: crypto.randomUUID(), role: 'USER', sessionId: crypto.randomUUID() } as const;
    const payload = { sub: claims.userId, sid: claims.sessionId, role: claims.role, iat, exp: iat + 900 };
    const byHono = await sign(payload, SECRET, 'HS256');
    expect(await signAccessToken(claims, SECRET, now)).toBe(byHono);
    expect(await verifyAccessToken(byHono, SECRET, now)).toEqual(claims);
  });

  it('accept only our own header and exact signature text', async () => {
    const now = new Date('2027-04-12T10:00:00Z');
    const iat = Math.floor(now.getTime() / 1000);
    const sid = crypto.randomUUID();
    const payload = { sub: crypto.randomUUID(), sid, role: 'USER', iat, exp: iat + 900 };
    const token = await signAccessToken({ userId: payload.sub, role: 'USER', sessionId: sid }, SECRET, now);
    const [header = '', body = '', signature = ''] = token.split('.');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hmac = (signed: string, algorithm: string) =>
      createHmac(algorithm, SECRET).update(signed).digest('base64url');
    // Another algorithm, "none", or a header we never write: refused even with a matching signature.
    expect(await verifyAccessToken(await sign(payload, SECRET, 'HS512'), SECRET, now)).toBeNull();
    expect(
      await verifyAccessToken(`${encode({ alg: 'none', typ: 'JWT' })}.${body}.`, SECRET, now),
    ).toBeNull();
    const critical = `${encode({ alg: 'HS256', typ: 'JWT', crit: ['exp'] })}.${body}`;
    expect(await verifyAccessToken(`${critical}.${hmac(critical, 'sha256')}`, SECRET, now)).toBeNull();
    // The right bytes spelt another way (padding, a fourth part) are not our token either.
    expect(await verifyAccessToken(`${token}=`, SECRET, now)).toBeNull();
    expect(await verifyAccessToken(`${token}.x`, SECRET, now)).toBeNull();
    expect(await verifyAccessToken(`${header}.${body}.${signature.slice(0, -1)}`, SECRET, now)).toBeNull();
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
