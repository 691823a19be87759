/**
 * What a push makes of an error no rule foresaw (docs/offline-client.md, "Push").
 * - The database being unavailable or busy (connection lost, deadlock, serialization failure,
 *   shutting down, out of resources) is the server's state, not the mutation's: the batch stops
 *   unrecorded (5xx) and the device sends it again as it was.
 * - Anything else is a bug this one mutation ran into: it is logged and answered `rejected` alone.
 * The log names the fault by its kinds, SQLSTATE and code location — never its message, which can
 * quote the mutation's data (Drizzle's errors carry the query's parameters).
 */

/** SQLSTATE classes: 08 connection, 40 rollback (deadlock, serialization), 53 resources, 57 operator, 58 system. */
const PASSING_STATE_CLASSES = new Set(['08', '40', '53', '57', '58']);
/** Connection failures of the PostgreSQL driver and of Node's sockets (no SQLSTATE). */
const PASSING_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/** The error and its causes, outermost first. */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = [];
  for (
    let e: unknown = error;
    e && typeof e === 'object' && errors.length < 10;
    e = (e as { cause?: unknown }).cause
  ) {
    errors.push(e);
  }
  return errors;
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/** The database is unavailable or busy right now: worth the same batch again later. */
export function isPassingFault(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = codeOf(e);
    if (!code) return false;
    return (
      PASSING_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && PASSING_STATE_CLASSES.has(code.slice(0, 2)))
    );
  });
}

/** Enough to find the bug, nothing of the data: error kinds, codes and the first stack frames. */
export function describeFault(error: unknown): { kinds: string; codes: string[]; at: string[] } {
  const errors = chain(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return {
    kinds: errors.map((e) => (e as object).constructor?.name ?? typeof e).join(' < ') || typeof error,
    codes: errors.flatMap((e) => codeOf(e) ?? []),
    at: stack
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, 6)
      .map((line) => line.trim()),
  };
}
