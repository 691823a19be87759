/**
 * API daysheet read under load: the real app served on 127.0.0.1 vs a bare Hono + Drizzle route
 * running only the same reads (days, events, assignments of the tour) on the same database.
 * There is no per-day endpoint, so "one day's daysheet" is GET /api/v2/events/tour/{id} on a
 * one-day tour with 11 events (the large tour's average day).
 */
import { seedLargeTour } from '../../server/seed/large-tour';
import { bareApp, listen } from './api-read-floor';
import { runLoad } from './load';
import type { Bench } from './setup';
import { benchUser } from './setup';
import { addRow, ms, verdict } from './table';

export async function benchApiRead(bench: Bench, seconds: number) {
  const { user, actor } = await benchUser(bench.t);
  const { tourId } = await seedLargeTour(bench.t.db, actor, bench.t.clock.now(), {
    days: 1,
    events: 11,
    people: 10,
  });
  const real = await listen(bench.t.app.fetch);
  const bare = await listen(bareApp(bench.t.db).fetch);
  const headers = { authorization: `Bearer ${user.token}` };
  const realUrl = `http://127.0.0.1:${real.port}/api/v2/events/tour/${tourId}`;
  const bareUrl = `http://127.0.0.1:${bare.port}/day/${tourId}`;
  const check = await fetch(realUrl, { headers });
  if (check.status !== 200) throw new Error(`daysheet read answered ${check.status}`);
  const bytes = (await check.arrayBuffer()).byteLength;
  process.stdout.write(`  daysheet response: ${bytes} bytes\n`);
  try {
    for (const connections of [10, 100]) {
      await runLoad({ url: realUrl, headers, connections, seconds: 1 }); // warm-up
      const app = await runLoad({ url: realUrl, headers, connections, seconds });
      const floor = await runLoad({ url: bareUrl, connections, seconds });
      const share = app.rps / floor.rps;
      const pglite = bench.kind === 'pglite';
      const budget =
        connections === 10
          ? pglite
            ? 'p99 ≤ 60 ms'
            : 'p99 ≤ 30 ms, ≥ 70 % of floor req/s'
          : pglite
            ? '(no budget on PGlite at 100)'
            : '0 errors, ≥ 70 % of floor req/s';
      const ok =
        connections === 10
          ? pglite
            ? app.p99 <= 60
            : app.p99 <= 30 && share >= 0.7
          : app.errors === 0 && share >= 0.7;
      addRow({
        what: `API daysheet read, ${bench.kind}, ${connections} clients, ${seconds} s`,
        figure: `${app.rps.toFixed(0)} req/s, p50 ${ms(app.p50)}, p99 ${ms(app.p99)}, ${app.errors} errors / ${app.requests}`,
        floor: `${floor.rps.toFixed(0)} req/s, p50 ${ms(floor.p50)}, p99 ${ms(floor.p99)}, ${floor.errors} errors`,
        ratio: `${(share * 100).toFixed(0)} % of floor req/s`,
        budget,
        verdict: pglite && connections === 100 ? '—' : verdict(ok),
      });
    }
  } finally {
    await real.close();
    await bare.close();
  }
}
