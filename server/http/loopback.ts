/**
 * "Does this come from this machine?" — for the development helpers that show secrets: the dev
 * mailbox lists every sign-up and password-reset link, so whoever can read it can take over any
 * account. The answer is the TCP connection's own remote address, never X-Forwarded-For, which any
 * client can write. No socket address (an in-process `app.request()` without bindings) is NOT
 * loopback: when in doubt, the helper stays hidden.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const IPV4_MAPPED = '::ffff:';

/** 127.0.0.0/8, ::1, and IPv4 loopback as a dual-stack socket reports it (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1') return true;
  return IPV4_LOOPBACK.test(lower.startsWith(IPV4_MAPPED) ? lower.slice(IPV4_MAPPED.length) : lower);
}

/** A listen address only this machine can reach (`HOST`); `0.0.0.0`, `::` and LAN addresses are not. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

export function isFromLoopback(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // getConnInfo reads `c.env.incoming.socket`; without Node bindings there is no connection to trust.
    return false;
  }
  return isLoopbackAddress(address);
}
