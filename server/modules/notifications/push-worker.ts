/**
 * The background job of push notifications, one per process (server/main.ts starts it): every few
 * seconds, ready batches become deliveries and due deliveries are sent. Everything it works on is
 * in the database, so several processes share the work and a restart loses nothing.
 */
import type { AppDeps } from '../../http/context';
import { fanOutReadyBatches } from './batch-fan-out';
import { PUSH_WORKER_INTERVAL_MS } from './notifications.policy';
import { type SendRound, sendDueDeliveries } from './send-deliveries';

type WorkerDeps = Pick<AppDeps, 'database' | 'push' | 'logger' | 'now'>;

/** One round at the deps' clock: what tests call after moving the clock. */
export async function flushNotifications(deps: WorkerDeps): Promise<SendRound & { batches: number }> {
  const batches = await fanOutReadyBatches(deps.database.db, deps.now());
  const round = await sendDueDeliveries(deps.database.db, deps.push, deps.logger, deps.now());
  return { batches, ...round };
}

export interface PushWorker {
  /** Waits for a round under way, then stops (before the database closes). */
  stop(): Promise<void>;
}

export function startPushWorker(deps: WorkerDeps, intervalMs = PUSH_WORKER_INTERVAL_MS): PushWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = flushNotifications(deps)
        .then(
          () => undefined,
          (error: unknown) => deps.logger.warn('push notification round failed', { error: String(error) }),
        )
        .finally(schedule);
    }, intervalMs);
    // Never the reason the process stays up.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
