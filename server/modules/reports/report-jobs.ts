/**
 * The report runner of this process: generates queued reports one at a time, off the request that
 * asked (POST /reports answers at once and wakes it). The queue is the `reports` table itself, so
 * nothing is lost on a restart: `start()` puts back what a stopped process left running and picks
 * up what is queued, and a slow poll catches what was queued but not woken here (another
 * process's report, a wake-up lost to a crash). Tests wait with `idle()`.
 * Other kinds of report (a team's summary report) hand it a `JobQueue` of their own table: one
 * runner, one job at a time, whatever the kind.
 */
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Database, Queryable } from '../../db/client';
import type { Logger } from '../../http/logger';
import { REPORTS_QUEUE } from './report-generate';

export interface ReportJobs {
  /** A report was queued: generate it (and any other waiting) soon, off the caller's request. */
  wake(): void;
  /** Start-up: reports left running by a stopped process are queued again, then everything waiting runs. */
  start(pollMs?: number): Promise<void>;
  /** Resolves once nothing is queued or running here (what tests wait on, never a sleep). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the one under way (before the database closes). */
  stop(): Promise<void>;
}

interface JobDeps {
  database: Database;
  storage: FileStorage;
  logger: Logger;
  now: () => Date;
}

const POLL_MS = 5_000;

/** A table of queued jobs the runner drains besides `reports`. */
export interface JobQueue {
  /** The oldest queued job's id, if any. */
  next(db: Queryable): Promise<string | null>;
  /** Generates it if still queued (records a failure itself, never throws for one). */
  generate(db: Queryable, storage: FileStorage, id: string, now: () => Date): Promise<boolean>;
  /** Start-up: jobs a stopped process left running are queued again. */
  requeue(db: Queryable): Promise<void>;
}

export function createReportJobs(deps: JobDeps, others: readonly JobQueue[] = []): ReportJobs {
  const queues = [REPORTS_QUEUE, ...others];
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let poll: NodeJS.Timeout | undefined;

  async function drain() {
    // Off the waking request: its answer goes out first.
    await new Promise((resolve) => setImmediate(resolve));
    do {
      again = false;
      for (const queue of queues) {
        const db = deps.database.db;
        for (let id = await queue.next(db); id && !stopped; id = await queue.next(db)) {
          await queue.generate(db, deps.storage, id, deps.now);
        }
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => deps.logger.warn('report runner failed', { error: String(error) }))
      .finally(() => {
        running = null;
      });
  }

  async function idle() {
    while (running) await running;
  }

  return {
    wake,
    idle,
    async start(pollMs = POLL_MS) {
      for (const queue of queues) await queue.requeue(deps.database.db);
      poll = setInterval(wake, pollMs);
      // Never the reason the process stays up.
      poll.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await idle();
    },
  };
}
