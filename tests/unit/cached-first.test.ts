import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedFirst, keepAnswersOnDevice } from '../../src/lib/cached-first';
import { readDeviceAnswer } from '../../src/lib/device-answers';

// Node has no localStorage: a Map-backed stand-in for the browser API, nothing of ours is faked.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  },
});

const queryKey = ['users', 'current'] as const;

describe('guard answers: from the cache first, refreshed in the background', () => {
  let network: 'up' | 'down';
  let queryClient: QueryClient;
  const fetches = vi.fn(async () => {
    if (network === 'down') throw new Error('Could not reach the server');
    return { firstName: 'Ana' };
  });
  const options = () => ({ queryKey, queryFn: fetches, retry: false });

  beforeEach(async () => {
    store.clear();
    fetches.mockClear();
    network = 'up';
    queryClient = new QueryClient();
    await cachedFirst(queryClient, options());
  });

  it('keeps answering from the cache after a background refresh failed (offline navigation)', async () => {
    network = 'down';
    await expect(cachedFirst(queryClient, options())).resolves.toEqual({ firstName: 'Ana' });
    await vi.waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('error'));

    // The next navigation, still offline: the known answer, not a wait that ends in an error.
    await expect(cachedFirst(queryClient, options())).resolves.toEqual({ firstName: 'Ana' });
  });

  it('waits for the server when someone invalidated the answer on purpose', async () => {
    await queryClient.invalidateQueries({ queryKey });
    network = 'down';
    await expect(cachedFirst(queryClient, options())).rejects.toThrow('Could not reach the server');
  });

  it('offline, an invalidated answer is not waited for: the known one opens the screen', async () => {
    await queryClient.invalidateQueries({ queryKey });
    network = 'down';
    const before = fetches.mock.calls.length;
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(cachedFirst(queryClient, options())).resolves.toEqual({ firstName: 'Ana' });
    } finally {
      vi.unstubAllGlobals();
    }
    // Still asked in the background, for when the connection is back.
    await vi.waitFor(() => expect(fetches.mock.calls.length).toBeGreaterThan(before));
  });
});

const tokenFor = (sub: string) =>
  `h.${Buffer.from(JSON.stringify({ sub, role: 'USER' })).toString('base64url')}.s`;

describe('guard answers kept on the device', () => {
  beforeEach(() => {
    store.clear();
    localStorage.setItem('auth', JSON.stringify({ authToken: tokenFor('user-a'), refreshToken: 'r' }));
  });

  it('follow what a fetch brings and what a screen puts in the cache itself, for the guards’ keys only', async () => {
    const queryClient = new QueryClient();
    keepAnswersOnDevice(queryClient, [queryKey]);
    await cachedFirst(queryClient, { queryKey, queryFn: async () => ({ firstName: 'Ana' }), retry: false });
    expect(readDeviceAnswer(queryKey)).toEqual({ firstName: 'Ana' });

    // Finishing onboarding, say: the screen sets the user it got back; a reload must open on it.
    queryClient.setQueryData(queryKey, { firstName: 'Ana', onboardingCompleted: true });
    expect(readDeviceAnswer(queryKey)).toEqual({ firstName: 'Ana', onboardingCompleted: true });

    queryClient.setQueryData(['tours', 'list'], [{ id: 't1' }]);
    expect(readDeviceAnswer(['tours', 'list'])).toBeUndefined();
  });

  it('keep an answer set before the guard first ran (the sign-in screen’s user)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKey, { firstName: 'Ana' });
    keepAnswersOnDevice(queryClient, [queryKey]);
    expect(readDeviceAnswer(queryKey)).toEqual({ firstName: 'Ana' });
  });
});
