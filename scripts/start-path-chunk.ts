/**
 * The build's chunk plan for start-up. A signed-in device opens on the dashboard or a daysheet:
 * after the entry it needs the signed-in shell, those screens, the signed-in branch of the route
 * tree and the mirror (Dexie), which the automatic splitting spread over ~95 small files, each one
 * more request through the service worker before anything renders. Three named chunks instead:
 * the entry with the first screen (/login) in it, what the start path shares with the other
 * signed-out screens, and the rest of the start path (every module reachable by static imports
 * from START_PATH_FILES). Other screens still load on their own. The plan is computed from the
 * module graph, so new imports land in the right chunk.
 */
import type { ChunkingContext } from 'rolldown';

export const START_PATH_CHUNK = 'signed-in-start';
export const ENTRY_CHUNK = 'first-screen';
export const SHARED_CHUNK = 'screens-shared';
export const ROUTE_ERRORS_CHUNK = 'route-errors';

/**
 * The source files a signed-in start needs before the first useful screen (paths from the repo
 * root; the bench adds up the JS of this same list). Not the query-cache persister: every visitor
 * loads it at boot, so it counts as signed-out code.
 */
export const START_PATH_FILES = [
  'src/routes/_signed-in.tsx',
  'src/routes/_signed-in/dashboard.tsx',
  'src/routes/_signed-in/dashboard/index.tsx',
  'src/routes/_signed-in/dashboard/tours/$tourId.tsx',
  'src/routes/_signed-in/dashboard/tours/$tourId/daysheets/$tourDay.tsx',
  'src/offline/user-sync.ts',
  // The signed-in branch of the route tree (src/app/route-branches.ts loads it).
  'src/routeTree.gen.ts',
];

/**
 * The first screen's route files: in the entry's file, so a signed-out visitor's first screen is
 * one request. What the other signed-out screens need (sonner, their forms) stays out of it.
 */
export const FIRST_SCREEN_FILES = ['src/routes/_public.tsx', 'src/routes/_public/login.tsx'];

/** Whether a module id (absolute, perhaps with a `?query` such as a split route's) is of one of `files`. */
export function isModuleOf(id: string, files: readonly string[]): boolean {
  const path = (id.split('?')[0] ?? id).replaceAll('\\', '/');
  return files.some((file) => path.endsWith(`/${file}`));
}

type Info = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

function staticClosure(ctx: ChunkingContext, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module of the app, found from the entry through static and dynamic imports. */
function allModules(ctx: ChunkingContext, entry: Info): Info[] {
  const found = new Map<string, Info>();
  const stack = [entry];
  for (let info = stack.pop(); info !== undefined; info = stack.pop()) {
    if (found.has(info.id)) continue;
    found.set(info.id, info);
    for (const next of [...info.importedIds, ...info.dynamicallyImportedIds]) {
      const nextInfo = ctx.getModuleInfo(next);
      if (nextInfo) stack.push(nextInfo);
    }
  }
  return [...found.values()];
}

function findEntry(ctx: ChunkingContext, from: string): Info | null {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) return info;
    stack.push(...info.importers, ...info.dynamicImporters);
  }
  return null;
}

/** Each module's chunk: the group names in priority order (an earlier group wins a module). */
const GROUPS = [ENTRY_CHUNK, SHARED_CHUNK, START_PATH_CHUNK] as const;
/** Each module's chunk, and every module of the graph the plan was made from. */
type Plan = { chunks: Map<string, (typeof GROUPS)[number]>; graph: Set<string> };

/** A route module's split-out `errorComponent` (the router plugin's `?tsr-split=errorComponent`). */
const ROUTE_ERROR_SPLIT = /[?&]tsr-split=errorComponent(&|$)/;
/** The `route-errors` file for a route's split-out error screen; null for any other module. */
export const routeErrorsChunkOf = (moduleId: string) =>
  ROUTE_ERROR_SPLIT.test(moduleId) ? ROUTE_ERRORS_CHUNK : null;

const SIGNED_IN_ROUTE = /[\\/]src[\\/]routes[\\/]_signed-in[\\/.]/;
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

function plan(ctx: ChunkingContext, moduleId: string): Plan {
  const chunks: Plan['chunks'] = new Map();
  const entry = findEntry(ctx, moduleId);
  if (!entry) return { chunks, graph: new Set([moduleId]) };
  const modules = allModules(ctx, entry).map((info) => info.id);
  const isStartRoot = (id: string) => isModuleOf(id, START_PATH_FILES);
  const inEntry = staticClosure(ctx, [entry.id]);
  const lazy = [...inEntry].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  // What a signed-out visitor loads lazily: the public screens, the toaster, the worker's registration.
  const signedOut = staticClosure(
    ctx,
    lazy.filter((id) => !isStartRoot(id) && !SIGNED_IN_ROUTE.test(id)),
  );
  const startRoots = modules.filter(isStartRoot);
  const firstScreen = staticClosure(ctx, [
    ...inEntry,
    ...modules.filter((id) => isModuleOf(id, FIRST_SCREEN_FILES)),
  ]);
  // Packages are left to the bundler: a package's index reaches all its modules, and forcing them
  // into the entry would drag in code only later screens use (react-query's useQueries, the
  // persister's hydration). The bundler puts what the first screen uses there anyway.
  for (const id of firstScreen) if (!isPackage(id)) chunks.set(id, ENTRY_CHUNK);
  for (const id of staticClosure(ctx, startRoots)) {
    if (firstScreen.has(id)) continue;
    chunks.set(id, signedOut.has(id) ? SHARED_CHUNK : START_PATH_CHUNK);
  }
  return { chunks, graph: new Set(modules) };
}

/**
 * The groups, in priority order: the entry, its static imports and the first screen as one file;
 * what the start path shares with the other signed-out screens (the toaster, form parts) as one
 * file, so they never load the signed-in start; then the rest of the start path. Higher priority
 * first, so no later group captures (and so drags into an earlier screen) a module an earlier one
 * holds. The plan is made once per module graph (another build, such as the service worker's, has
 * its own).
 */
export function startChunkGroups() {
  let cached: Plan | null = null;
  const planFor = (moduleId: string, ctx: ChunkingContext) => {
    if (!cached?.graph.has(moduleId)) cached = plan(ctx, moduleId);
    return cached;
  };
  return [
    ...GROUPS.map((group, index) => ({
      priority: GROUPS.length - index,
      name: (moduleId: string, ctx: ChunkingContext) =>
        planFor(moduleId, ctx).chunks.get(moduleId) === group ? group : null,
    })),
    // Last: every route's split-out error screen (the router's `errorComponent`), one re-export
    // of ~130 bytes each, as one file instead of ~40. Each is one more request for the service
    // worker's precache on a first visit and costs the browser ~5 ms of CPU to install; the error
    // screens stay apart from their routes' components, so a screen whose own file fails to load
    // still gets its in-place error screen.
    {
      priority: 0,
      name: routeErrorsChunkOf,
    },
  ];
}
