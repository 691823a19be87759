import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from '../../src/offline/backoff';
import { createConnectivity } from '../../src/offline/connectivity';
import { browserIdleStatus, createSyncStatusStore } from '../../src/offline/sync-status';
import { installSyncTriggers } from '../../src/offline/sync-triggers';

describe('connectivity', () => {
  it('follows the browser’s online/offline events', () => {
    const events = new EventTarget();
    const connectivity = createConnectivity({ events, initiallyOnline: true });
    const seen: boolean[] = [];
    connectivity.subscribe(() => seen.push(connectivity.isOnline()));
    events.dispatchEvent(new Event('offline'));
    events.dispatchEvent(new Event('online'));
    expect(seen).toEqual([false, true]);
  });

  it('goes offline when a request gets no answer and back when one does', () => {
    const connectivity = createConnectivity({ events: new EventTarget(), initiallyOnline: true });
    connectivity.reportFailure();
    expect(connectivity.getSnapshot()).toMatchObject({
      online: false,
      browserOnline: true,
      reachable: false,
    });
    connectivity.reportSuccess();
    expect(connectivity.isOnline()).toBe(true);
  });

  it('stays offline while the browser says offline, whatever requests did', () => {
    const events = new EventTarget();
    const connectivity = createConnectivity({ events, initiallyOnline: true });
    events.dispatchEvent(new Event('offline'));
    connectivity.reportSuccess();
    expect(connectivity.isOnline()).toBe(false);
  });

  it('stops listening after dispose', () => {
    const events = new EventTarget();
    const connectivity = createConnectivity({ events, initiallyOnline: true });
    connectivity.dispose();
    events.dispatchEvent(new Event('offline'));
    expect(connectivity.isOnline()).toBe(true);
  });
});

describe('backoffDelay', () => {
  it('doubles from about a second and never exceeds the cap', () => {
    const top = () => 0.999_999;
    expect(backoffDelay(1, top)).toBe(1_000);
    expect(backoffDelay(2, top)).toBe(2_000);
    expect(backoffDelay(5, top)).toBe(16_000);
    expect(backoffDelay(7, top)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1_000, top)).toBe(BACKOFF_CAP_MS);
  });

  it('jitters each wait between half and all of its step', () => {
    expect(backoffDelay(3, () => 0)).toBe(2_000);
    expect(backoffDelay(3, () => 0.5)).toBe(3_000);
  });
});

describe('sync status store', () => {
  it('tells subscribers about real changes only', () => {
    const store = createSyncStatusStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ pending: 2 });
    store.update({ pending: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ pending: 2, online: true, syncing: false, failed: [] });
  });

  it('starts offline when the browser already is, and reads the browser again on reset', () => {
    const browser = { onLine: false };
    vi.stubGlobal('navigator', browser);
    try {
      const store = createSyncStatusStore(browserIdleStatus);
      expect(store.getSnapshot()).toMatchObject({ online: false, pending: 0, failed: [] });
      browser.onLine = true;
      store.update({ pending: 1 });
      store.reset();
      expect(store.getSnapshot()).toMatchObject({ online: true, pending: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('sync triggers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    vi.useFakeTimers();
    const browser = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const connectivity = createConnectivity({ events: browser, initiallyOnline: true });
    const onTrigger = vi.fn();
    const remove = installSyncTriggers({
      connectivity,
      onTrigger,
      intervalMs: 60_000,
      windowTarget: browser,
      documentTarget: page,
    });
    return { browser, page, onTrigger, remove };
  }

  it('syncs every 60 s while online and visible, and pauses while offline or hidden', () => {
    const { browser, page, onTrigger } = setup();
    vi.advanceTimersByTime(60_000);
    expect(onTrigger).toHaveBeenCalledTimes(1);

    browser.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(120_000);
    expect(onTrigger).toHaveBeenCalledTimes(1);

    browser.dispatchEvent(new Event('online'));
    expect(onTrigger).toHaveBeenCalledTimes(2);
    page.visibilityState = 'hidden';
    vi.advanceTimersByTime(120_000);
    expect(onTrigger).toHaveBeenCalledTimes(2);
  });

  it('syncs on focus and when the page becomes visible, until removed', () => {
    const { browser, page, onTrigger, remove } = setup();
    browser.dispatchEvent(new Event('focus'));
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(onTrigger).toHaveBeenCalledTimes(2);

    remove();
    browser.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(120_000);
    expect(onTrigger).toHaveBeenCalledTimes(2);
  });
});
