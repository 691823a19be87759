/**
 * Bundle size, from the bench build's chunk report (`.bench/dist/.vite/chunks.json`, written by
 * scripts/chunk-report-plugin.ts; run.ts builds it at the start of every run): gzip of the JS a
 * screen loads before it can show — the entry and everything it imports, plus the chunks holding
 * that screen's lazily split route components and their imports. Two screens: the first screen
 * (/login) and, for reference, a signed-in start on a daysheet (its routes and the mirror's boot
 * import). Also all JS/CSS of the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { CHUNK_REPORT_FILE } from '../../scripts/chunk-report-plugin';
import { addRow, verdict } from './table';

const DIST = new URL('../../.bench/dist', import.meta.url).pathname;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const ReportSchema = v.array(
  v.object({
    file: v.string(),
    isEntry: v.boolean(),
    moduleIds: v.array(v.string()),
    imports: v.array(v.string()),
  }),
);
type Report = v.InferOutput<typeof ReportSchema>;

const split = (route: string) => `/src/routes/${route}.tsx?tsr-split=component`;
/** The modules each screen renders through besides the entry (route components are split out). */
export const SCREENS = {
  login: [split('_public'), split('_public/login')],
  daysheet: [
    split('_signed-in'),
    split('_signed-in/dashboard'),
    split('_signed-in/dashboard/tours/$tourId'),
    split('_signed-in/dashboard/tours/$tourId/daysheets/$tourDay'),
    '/src/offline/user-sync.ts',
  ],
};

/** The JS files a screen loads: the entry's chunk, the chunks holding its modules, their imports. */
export function screenFiles(report: Report, modules: string[]): string[] {
  const byFile = new Map(report.map((chunk) => [chunk.file, chunk]));
  const holding = modules.map((module) => {
    const chunk = report.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`No chunk holds ${module}: was the route renamed?`);
    return chunk.file;
  });
  const entries = report.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  const files = new Set<string>();
  const stack = [...entries, ...holding];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...files];
}

export function readChunkReport(dist = DIST): Report {
  return v.parse(ReportSchema, JSON.parse(readFileSync(join(dist, CHUNK_REPORT_FILE), 'utf8')));
}

export function benchBundle() {
  const report = readChunkReport();
  const size = (files: string[]) => files.reduce((sum, file) => sum + gz(join(DIST, file)), 0);
  const login = screenFiles(report, SCREENS.login);
  addRow({
    what: `JS for the first screen (/login), gzip, ${login.length} files`,
    figure: kb(size(login)),
    floor: '—',
    ratio: '—',
    budget: '≤ 130 KB',
    verdict: verdict(size(login) <= 130 * 1024),
  });
  const daysheet = screenFiles(report, SCREENS.daysheet);
  addRow({
    what: `JS for a signed-in start on a daysheet, gzip, ${daysheet.length} files`,
    figure: kb(size(daysheet)),
    floor: '—',
    ratio: '—',
    budget: '(none; for reference: each file is one more request through the service worker)',
    verdict: '—',
  });
  const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
  const all = assets.reduce((sum, name) => sum + gz(join(DIST, 'assets', name)), 0);
  addRow({
    what: `all JS + CSS in the built assets, gzip, ${assets.length} files`,
    figure: kb(all),
    floor: '—',
    ratio: '—',
    budget: '(none; for reference)',
    verdict: '—',
  });
}
