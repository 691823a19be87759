import { beforeEach, describe, expect, it } from 'vitest';
import { readDeviceAnswer, readDeviceAnswers, writeDeviceAnswer } from '../../src/lib/device-answers';

// Node has no localStorage: a Map-backed stand-in for the browser API, nothing of ours is faked.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  },
});

const tokenFor = (sub: string) =>
  `h.${Buffer.from(JSON.stringify({ sub, role: 'USER' })).toString('base64url')}.s`;
const signInAs = (sub: string) =>
  localStorage.setItem('auth', JSON.stringify({ authToken: tokenFor(sub), refreshToken: 'r' }));

describe('answers kept on the device for an offline start', () => {
  beforeEach(() => store.clear());

  it('gives each signed-in user only their own answers', () => {
    signInAs('user-a');
    writeDeviceAnswer(['users', 'current'], { firstName: 'Ana' });
    expect(readDeviceAnswer(['users', 'current'])).toEqual({ firstName: 'Ana' });

    signInAs('user-b');
    expect(readDeviceAnswer(['users', 'current'])).toBeUndefined();
    writeDeviceAnswer(['users', 'current'], { firstName: 'Ben' });

    signInAs('user-a');
    expect(readDeviceAnswer(['users', 'current'])).toEqual({ firstName: 'Ana' });
  });

  it('keeps nothing when nobody is signed in', () => {
    writeDeviceAnswer(['users', 'current'], { firstName: 'Nobody' });
    expect(store.size).toBe(0);
    expect(readDeviceAnswer(['users', 'current'])).toBeUndefined();
  });

  it("reads several answers at once, only the signed-in user's", () => {
    signInAs('user-a');
    writeDeviceAnswer(['users', 'current'], { firstName: 'Ana' });
    writeDeviceAnswer(['legal', 'terms', 'acceptance'], { accepted: true });
    const keys = [
      ['users', 'current'],
      ['legal', 'terms', 'acceptance'],
      ['legal', 'privacy', 'acceptance'],
    ];
    expect(readDeviceAnswers(keys)).toEqual([{ firstName: 'Ana' }, { accepted: true }, undefined]);

    signInAs('user-b');
    expect(readDeviceAnswers(keys)).toEqual([undefined, undefined, undefined]);
  });
});
