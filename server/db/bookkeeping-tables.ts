/**
 * Tables that record requests rather than anyone's data: a refused request writes them on purpose
 * (an attempt counted by a rate limit or a failed sign-in, an Idempotency-Key's answer, the push's
 * record of each answered mutation and the device's cursor). Every other table changes only when a
 * request succeeds — the API fuzz checks exactly that, and must know which tables to leave out.
 */
import { loginFailures } from './schema/auth';
import { idempotencyKeys, rateLimitHits } from './schema/platform';
import { syncDevices, syncMutations } from './schema/sync';

export const BOOKKEEPING_TABLES = [rateLimitHits, loginFailures, idempotencyKeys, syncDevices, syncMutations];
