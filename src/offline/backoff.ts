/** Retry delays after failed sync requests: exponential from 1 s, capped near a minute, jittered. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * The wait before retry number `failures` (1 = after the first failure). Jitter (50–100 % of the
 * step) keeps many devices that lost the same venue Wi-Fi from coming back in lockstep.
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(failures - 1, 16));
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(step * (0.5 + random() / 2));
}

export type RetryTimer = {
  /** A retry is scheduled: ordinary triggers wait for it. */
  readonly waiting: boolean;
  /** Counts a failure and schedules the retry (one at a time). */
  failed(): void;
  succeeded(): void;
  /** Forgets the failures and cancels the retry (a fresh `online` from the browser, or stop). */
  clear(): void;
};

export function createRetryTimer(onRetry: () => void, random?: () => number): RetryTimer {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    get waiting() {
      return timer !== null;
    },
    failed() {
      failures += 1;
      timer ??= setTimeout(
        () => {
          timer = null;
          onRetry();
        },
        backoffDelay(failures, random),
      );
    },
    succeeded() {
      failures = 0;
    },
    clear() {
      if (timer) clearTimeout(timer);
      timer = null;
      failures = 0;
    },
  };
}
