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
import { isModuleOf, START_PATH_FILES } from '../../scripts/start-path-chunk';
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

/** The source files each screen renders through besides the entry (route components are split out). */
export const SCREENS = {
  login: ['src/routes/_public.tsx', 'src/routes/_public/login.tsx'],
  daysheet: START_PATH_FILES,
};

/** The JS files a screen loads: the entry's chunk, every chunk holding its files' modules, their imports. */
export function screenFiles(report: Report, files: readonly string[]): string[] {
  const byFile = new Map(report.map((chunk) => [chunk.file, chunk]));
  const holding = files.flatMap((file) => {
    const chunks = report.filter((chunk) => chunk.moduleIds.some((id) => isModuleOf(id, [file])));
    if (chunks.length === 0) throw new Error(`No chunk holds ${file}: was it renamed?`);
    return chunks.map((chunk) => chunk.file);
  });
  const entries = report.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  const loaded = new Set<string>();
  const stack = [...entries, ...holding];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...loaded];
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
