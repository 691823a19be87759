import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vapidKeysOf } from '../../server/adapters/push/vapid-keys';

const MAIL_FROM = 'Roadie <no-reply@roadie.example>';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'roadie-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are made once into the data folder (owner-only) and read back on the next start', () => {
    const dir = dataDir();
    const first = vapidKeysOf({}, dir, MAIL_FROM);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:no-reply@roadie.example');
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeysOf({}, dir, MAIL_FROM)).toEqual(first);
  });

  it('come from VAPID_* when set (both or neither), with the subject checked', () => {
    const made = vapidKeysOf({}, dataDir(), MAIL_FROM);
    const env = { VAPID_PUBLIC_KEY: made.publicKey, VAPID_PRIVATE_KEY: made.privateKey };
    const dir = dataDir();
    expect(vapidKeysOf({ ...env, VAPID_SUBJECT: 'https://roadie.example' }, dir, MAIL_FROM)).toEqual({
      publicKey: made.publicKey,
      privateKey: made.privateKey,
      subject: 'https://roadie.example',
    });
    expect(() => vapidKeysOf({ VAPID_PUBLIC_KEY: made.publicKey }, dir, MAIL_FROM)).toThrow(/together/);
    expect(() => vapidKeysOf({ ...env, VAPID_PRIVATE_KEY: 'short' }, dir, MAIL_FROM)).toThrow(/32-byte/);
    expect(() => vapidKeysOf({ ...env, VAPID_SUBJECT: 'http://roadie.example' }, dir, MAIL_FROM)).toThrow(
      /VAPID_SUBJECT/,
    );
  });
});
