/**
 * Enforces the dependency direction of docs/architecture.md (part of `npm run lint`):
 *   contract ← server;  contract ← src/{lib,ui,api,offline} ← src/features ← src/routes (src/app composes).
 * A feature never imports another feature; server never imports src or sw; contract imports only valibot.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SCANNED = ['contract', 'server', 'src', 'sw'];
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir: string): string[] {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(dir);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return /\.(ts|tsx)$/.test(dir) ? [dir] : [];
  return readdirSync(dir).flatMap((name) => (name === 'node_modules' ? [] : files(join(dir, name))));
}

/** The repo-relative target of a specifier, or the bare package name. */
function target(fromFile: string, specifier: string): string {
  if (specifier.startsWith('#contract/')) return `contract/${specifier.slice('#contract/'.length)}`;
  if (specifier.startsWith('.')) return relative(ROOT, resolve(dirname(fromFile), specifier));
  return `pkg:${specifier}`;
}

const SRC_BASE = ['src/lib', 'src/ui', 'src/api', 'src/offline'];
const featureOf = (path: string) => /^src\/features\/([^/]+)/.exec(path)?.[1];
const under = (path: string, dirs: string[]) =>
  dirs.some((dir) => path === dir || path.startsWith(`${dir}/`));

export function violation(from: string, to: string): string | null {
  if (from.startsWith('contract/')) {
    if (to.startsWith('pkg:') ? to !== 'pkg:valibot' : !to.startsWith('contract/'))
      return 'contract imports only valibot and itself';
  }
  if (from.startsWith('server/') && under(to, ['src', 'sw'])) return 'server never imports src or sw';
  if (under(from, SRC_BASE) && under(to, ['src/features', 'src/routes', 'src/app']))
    return 'shared client code never imports features, routes or app';
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) return 'a feature never imports another feature';
  if (fromFeature && under(to, ['src/routes', 'src/app']))
    return 'features never import routes or the app layer';
  if (under(from, ['src', 'sw']) && to.startsWith('server/')) return 'client code never imports server';
  return null;
}

export function findViolations(): string[] {
  const problems: string[] = [];
  for (const file of SCANNED.flatMap((dir) => files(join(ROOT, dir)))) {
    const from = relative(ROOT, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const reason = violation(from, target(file, specifier));
      if (reason) problems.push(`${from}: imports '${specifier}' — ${reason}`);
    }
  }
  return problems;
}
