import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../src/api/api-error';
import type { MirrorFollowUp } from '../../src/api/mirrored-write';
import { createQueryClient, type MirrorSync } from '../../src/app/query-client';

/** A stand-in sync engine whose pull finishes only when the test says so. */
function fakeSync() {
  const calls: string[] = [];
  let finishPull = () => {};
  const sync: MirrorSync = {
    syncNow: () => void calls.push('sync'),
    pullNow: () => {
      calls.push('pull started');
      return new Promise<void>((resolve) => {
        finishPull = () => {
          calls.push('pull done');
          resolve();
        };
      });
    },
  };
  return { calls, sync, finishPull: () => finishPull() };
}

function runWrite(sync: MirrorSync, calls: string[], changesMirror?: MirrorFollowUp) {
  const client = createQueryClient({ loadSync: async () => sync });
  const observer = new MutationObserver(client, {
    mutationFn: async () => 'written',
    meta: { changesMirror },
    onSuccess: () => void calls.push('screen onSuccess'),
  });
  return { observer, done: observer.mutate() };
}

afterEach(() => onlineManager.setOnline(true));

describe('a REST write that changes mirrored data (mutation meta changesMirror)', () => {
  it("'background-sync' starts a sync and the write is done without waiting for it", async () => {
    const { calls, sync } = fakeSync();
    await runWrite(sync, calls, 'background-sync').done;
    expect(calls).toEqual(['sync', 'screen onSuccess']);
  });

  it("'await-pull' keeps the write pending until the pull reached the mirror", async () => {
    const { calls, sync, finishPull } = fakeSync();
    const { observer, done } = runWrite(sync, calls, 'await-pull');
    await expect.poll(() => calls).toEqual(['pull started']);
    expect(observer.getCurrentResult().isPending).toBe(true);

    finishPull();
    await done;
    expect(calls).toEqual(['pull started', 'pull done', 'screen onSuccess']);
    expect(observer.getCurrentResult().isSuccess).toBe(true);
  });

  it('leaves the mirror alone for a write that does not say it changes it', async () => {
    const { calls, sync } = fakeSync();
    await runWrite(sync, calls).done;
    expect(calls).toEqual(['screen onSuccess']);
  });

  it('catches up in the background after a refusal (a stale copy), not after a network failure', async () => {
    const { calls, sync } = fakeSync();
    const client = createQueryClient({ loadSync: async () => sync });
    const failWith = (error: ApiError) =>
      new MutationObserver(client, {
        mutationFn: async () => Promise.reject(error),
        meta: { changesMirror: 'await-pull' },
      }).mutate();
    await expect(failWith(networkError())).rejects.toThrow('Could not reach the server');
    expect(calls).toEqual([]);

    const gone = new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    await expect(failWith(gone)).rejects.toThrow('Not found');
    await expect.poll(() => calls).toEqual(['sync']);
  });

  it('runs writes at once while offline (networkMode always): the screen shows the failure, no paused spinner', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient({ loadSync: async () => fakeSync().sync });
    const observer = new MutationObserver(client, {
      mutationFn: async () => Promise.reject(new Error('Could not reach the server')),
    });
    await expect(observer.mutate()).rejects.toThrow('Could not reach the server');
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });
});
