import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, storedSubjectUnchecked, tokenSubject } from '../../src/api/auth-subject';
import { memoryStorage } from '../support/memory-storage';

/** An unsigned token shaped like the server's: only its payload is read on the device. */
const tokenFor = (payload: object) =>
  `header.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('auth-subject', () => {
  it('reads who a token was issued to, base64url included', () => {
    // `~~~` encodes to characters that differ between base64 and base64url.
    expect(tokenSubject(tokenFor({ sub: 'user-1', note: '~~~???' }))).toBe('user-1');
  });

  it('answers null for a token it cannot read, never throws', () => {
    expect(tokenSubject('no-dots')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(tokenFor({ sub: 42 }))).toBeNull();
  });

  it('reads the stored session without its schema, and nothing from a damaged entry', () => {
    const storage = memoryStorage();
    expect(storedSubjectUnchecked(storage)).toBeNull();
    storage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ authToken: tokenFor({ sub: 'user-2' }), refreshToken: 7 }),
    );
    expect(storedSubjectUnchecked(storage)).toBe('user-2');
    storage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(storedSubjectUnchecked(storage)).toBeNull();
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ authToken: 5 }));
    expect(storedSubjectUnchecked(storage)).toBeNull();
  });
});
