/**
 * Which end of a session the app announces. A request refused because its session was already
 * ended meanwhile (the account removed, signed out) must not announce "expired" over the real
 * reason; a refusal of a session still stored must.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAuth } from '../../src/api/auth-storage';
import { sendInSession } from '../../src/api/client';
import { endSession, onSessionEnded, type SessionEndReason } from '../../src/api/session';

/** The browser's storage, which Node lacks: the platform, not our code. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const refused = () =>
  new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Your session has ended.' } }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

let ended: SessionEndReason[] = [];
const realFetch = globalThis.fetch;

beforeEach(() => {
  ended = [];
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  onSessionEnded((reason) => ended.push(reason));
  // The refresh is refused too: the server no longer knows the session.
  globalThis.fetch = async () => refused();
  writeAuth({ authToken: 'access', refreshToken: 'refresh' });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('a refused request', () => {
  it('ends a session still stored as expired', async () => {
    await expect(sendInSession(async () => refused())).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual(['expired']);
  });

  it('announces nothing more when its session was ended while it was out', async () => {
    const request = sendInSession(async () => {
      endSession('account-removed');
      return refused();
    });
    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(ended).toEqual(['account-removed']);
  });
});
