/**
 * pg 8 queues a query sent on a client that is still running another (a `Promise.all` of queries
 * inside a transaction) and warns once per process; pg 9 will refuse it. Under test every client
 * refuses it now, so such code fails its tests on PostgreSQL rather than on the day pg is upgraded.
 * Only the promise form is counted: the app never passes a callback, and pg's pool, which does,
 * has the client to itself for that query.
 */
import pg from 'pg';

const running = new WeakSet<object>();
const query: (...args: unknown[]) => unknown = pg.Client.prototype.query;

function oneQueryAtATime(this: object, ...args: unknown[]): unknown {
  if (typeof args.at(-1) === 'function') return query.apply(this, args);
  if (running.has(this)) {
    throw new Error(
      'a query was sent on a PostgreSQL client that is still running one (a Promise.all inside a transaction?): pg 9 refuses it',
    );
  }
  running.add(this);
  const done = () => running.delete(this);
  const result = query.apply(this, args);
  if (result instanceof Promise) result.then(done, done);
  else done();
  return result;
}

Object.defineProperty(pg.Client.prototype, 'query', {
  value: oneQueryAtATime,
  writable: true,
  configurable: true,
});
