/**
 * LISTEN for PostgreSQL NOTIFY, one shape on both databases (server/live/ is the user).
 * PGlite: its own `listen` on its one in-process connection, which also receives the NOTIFYs its
 * own transactions send. PostgreSQL: a dedicated connection per listener, outside the pool (a
 * pooled connection goes back to the pool and takes its LISTEN with it), reconnected after a loss
 * with a growing delay. What was sent while it was gone is lost, so after a reconnect `onGap` runs.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NotifyHandlers {
  onNotify(payload: string): void;
  /** Listening again after a lost connection: notifications may have been missed meanwhile. */
  onGap(): void;
}

/** Starts listening on `channel`; resolves once LISTEN is in place, with the function that stops it. */
export type Listen = (channel: string, handlers: NotifyHandlers) => Promise<() => Promise<void>>;

export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, handlers.onNotify);
    return async () => {
      // After the database was closed there is nothing left to stop.
      if (!client.closed) await unlisten();
    };
  };
}

const RETRY_FIRST_MS = 500;

/** Ends a connection we are done with; an error it still raises must not crash the process. */
async function retire(client: pg.Client) {
  client.removeAllListeners();
  client.on('error', () => undefined);
  await client.end().catch(() => undefined);
}
const RETRY_MAX_MS = 30_000;

/** PostgreSQL listeners of one database; `closeAll()` ends them with the pool. */
export function postgresListeners(url: string, onError: (error: Error) => void) {
  const stops = new Set<() => Promise<void>>();

  const listen: Listen = async (channel, handlers) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const connect = async () => {
      const next = new pg.Client({ connectionString: url, application_name: 'roadie-listen' });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) handlers.onNotify(message.payload);
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next, new Error('listen connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      } catch (error) {
        await retire(next);
        throw error;
      }
      client = next;
    };

    const reconnect = () => {
      timer = null;
      connect().then(
        () => {
          retryMs = RETRY_FIRST_MS;
          if (stopped) void stop();
          else handlers.onGap();
        },
        (error: unknown) => {
          onError(error instanceof Error ? error : new Error(String(error)));
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          if (!stopped) timer = setTimeout(reconnect, retryMs);
        },
      );
    };

    function lost(which: pg.Client, error: Error) {
      if (client !== which) return;
      client = null;
      void retire(which);
      if (stopped) return;
      onError(error);
      timer = setTimeout(reconnect, retryMs);
    }

    async function stop() {
      stopped = true;
      stops.delete(stop);
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) await retire(current);
    }

    await connect();
    stops.add(stop);
    return stop;
  };

  return {
    listen,
    async closeAll() {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}
