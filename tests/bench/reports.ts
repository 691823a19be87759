/**
 * Report generation on the large tour (BENCH_ONLY=reports): an events + production report over the
 * whole tour and a people report, each timed from POST /reports until the runner has it done
 * (the runner's `idle()`, no polling delay), with its row count and file sizes.
 */
import { FIXED_REPORT_COLUMNS } from '#contract/reports';
import { seedLargeTour } from '../../server/seed/large-tour';
import { type Bench, benchUser } from './setup';
import { addRow, ms } from './table';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const columnsOf = (...groups: string[]) =>
  FIXED_REPORT_COLUMNS.filter((column) => groups.includes(column.group)).map((column) => column.key);

export async function benchReports(bench: Bench) {
  const { t } = bench;
  const { user, actor } = await benchUser(t);
  const { tourId, counts } = await seedLargeTour(t.db, actor, t.clock.now());
  process.stdout.write(`  large tour: ${JSON.stringify(counts)}\n`);
  const asks = [
    { label: 'events + production', subject: 'events' as const, columns: columnsOf('events', 'production') },
    { label: 'people', subject: 'people' as const, columns: columnsOf('people') },
  ];
  for (const ask of asks) {
    const body = { tourId, name: `Large ${ask.label}`, subject: ask.subject, columns: ask.columns };
    const started = performance.now();
    const queued = await t.call('POST /reports', { body, token: user.token });
    if (queued.status !== 202) throw new Error(`POST /reports answered ${queued.status}`);
    await t.deps.reports.idle();
    const elapsed = performance.now() - started;
    const done = await t.call('GET /reports/{id}', {
      params: { id: queued.body.data.id },
      token: user.token,
    });
    if (done.status !== 200 || done.body.data.status !== 'done') {
      throw new Error(`report not done: ${JSON.stringify(done.body)}`);
    }
    const report = done.body.data;
    const size = (format: string) => report.files.find((file) => file.format === format)?.size ?? 0;
    addRow({
      what: `report generation, large tour, ${ask.label} (${ask.columns.length} columns), ${bench.kind}`,
      figure: `${ms(elapsed)} POST → done, ${report.rowCount} rows, CSV ${kb(size('csv'))}, PDF ${kb(size('pdf'))}`,
      floor: '—',
      ratio: '—',
      budget: '(none; looked at past ~10 s)',
      verdict: '—',
    });
  }
}
