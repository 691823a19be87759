/**
 * Reads a Chromium trace of one page start (tests/bench/startup-trace.ts) into a short text: the
 * requests (start → response → finish, from the SW or not), the renderer main thread's tasks of
 * 3 ms or more with their largest parts, and the idle stretches between them before "visible" —
 * the time the page spent waiting on a request, IndexedDB or a timer rather than computing — and
 * how much of V8's compiling happened on the main thread (lazily, at a function's first call)
 * rather than in the background while a script streamed (scripts/compile-hints-plugin.ts).
 */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; fileName?: string; [key: string]: unknown };
};

/** CDP types `Tracing.dataCollected` loosely: a trace event is checked for the fields read here. */
export function isTraceEvent(value: unknown): value is TraceEvent {
  if (!value || typeof value !== 'object') return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.name === 'string' &&
    typeof event.cat === 'string' &&
    typeof event.ph === 'string' &&
    typeof event.ts === 'number' &&
    typeof event.pid === 'number' &&
    typeof event.tid === 'number'
  );
}

/** Stamped by an init script at document start: maps the trace clock to performance.now(). */
export const T0_STAMP = 'startup-t0:';
export const stampScript = `if (location.protocol === 'http:') console.timeStamp('${T0_STAMP}' + performance.now())`;

const ms = (micros: number) => (micros / 1000).toFixed(1).padStart(7);
const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** The page's main thread and its time origin, from the `startup-t0:<performance.now()>` stamp. */
function mainThread(events: TraceEvent[]) {
  const stamp = events.find(
    (event) => event.name === 'TimeStamp' && String(event.args?.data?.message ?? '').startsWith(T0_STAMP),
  );
  if (!stamp) throw new Error(`no ${T0_STAMP} stamp in the trace`);
  const now = Number(String(stamp.args?.data?.message).slice(T0_STAMP.length));
  return { pid: stamp.pid, tid: stamp.tid, t0: stamp.ts - now * 1000 };
}

function requests(events: TraceEvent[], t0: number): string[] {
  const byId = new Map<
    string,
    { url: string; start: number; response?: number; end?: number; sw?: boolean }
  >();
  for (const event of events) {
    const data = event.args?.data;
    const id = String(data?.requestId ?? '');
    if (!id) continue;
    if (event.name === 'ResourceSendRequest') byId.set(id, { url: short(data?.url), start: event.ts - t0 });
    const entry = byId.get(id);
    if (!entry) continue;
    if (event.name === 'ResourceReceiveResponse') {
      entry.response = event.ts - t0;
      entry.sw = data?.fromServiceWorker === true;
    }
    if (event.name === 'ResourceFinish') entry.end = event.ts - t0;
  }
  return [...byId.values()]
    .filter((entry) => entry.start >= -50_000)
    .sort((a, b) => a.start - b.start)
    .map(
      (entry) =>
        `${ms(entry.start)} → ${entry.response === undefined ? '      ?' : ms(entry.response)} → ${entry.end === undefined ? '      ?' : ms(entry.end)}  ${entry.sw ? 'sw ' : '   '}${entry.url}`,
    );
}

function label(event: TraceEvent): string {
  const data = event.args?.data;
  const url = short(data?.url ?? event.args?.fileName ?? '');
  const fn = data?.functionName ? ` ${String(data.functionName)}` : '';
  const type = data?.type ? ` ${String(data.type)}` : '';
  return `${event.name}${type}${fn}${url ? ` ${url}` : ''}`;
}

const PARTS = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
]);

/** V8's compile events before `end`: lazy compiles on the main thread, compile tasks elsewhere. */
function compiling(events: TraceEvent[], main: { pid: number; tid: number }, end: number): string {
  const before = events.filter((event) => event.ph === 'X' && event.ts <= end);
  const sum = (list: TraceEvent[]) => list.reduce((total, event) => total + (event.dur ?? 0), 0);
  const lazy = before.filter(
    (event) => event.name === 'V8.CompileCode' && event.pid === main.pid && event.tid === main.tid,
  );
  const background = before.filter(
    (event) => event.name === 'BackgroundCompileTask::Run' && event.pid === main.pid,
  );
  return `V8 compiling: ${lazy.length} functions on the main thread (${ms(sum(lazy)).trim()} ms); ${background.length} background compile tasks (${ms(sum(background)).trim()} ms)`;
}

export function summarizeTrace(events: TraceEvent[], visibleMs: number): string {
  const { pid, tid, t0 } = mainThread(events);
  const end = t0 + visibleMs * 1000 + 30_000;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = onMain
    .filter(
      (event) =>
        event.name === 'ThreadControllerImpl::RunTask' &&
        event.ts + (event.dur ?? 0) >= t0 &&
        event.ts <= end,
    )
    .sort((a, b) => a.ts - b.ts);
  const parts = onMain.filter((event) => PARTS.has(event.name));
  const lines = [
    '### requests (ms since navigation start: sent → response → finished)',
    ...requests(events, t0),
  ];
  lines.push('### main-thread tasks ≥ 3 ms (start, duration, largest parts)');
  let busy = 0;
  let previousEnd = t0;
  const gaps: string[] = [];
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    busy += Math.min(taskEnd, end) - Math.max(task.ts, t0);
    if (task.ts - previousEnd > 8_000) gaps.push(`${ms(previousEnd - t0)} … ${ms(task.ts - t0)} idle`);
    previousEnd = Math.max(previousEnd, taskEnd);
    if ((task.dur ?? 0) < 3_000) continue;
    const inside = parts
      .filter((part) => part.ts >= task.ts && part.ts < taskEnd)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((part) => `${label(part)} ${((part.dur ?? 0) / 1000).toFixed(1)}`);
    lines.push(`${ms(task.ts - t0)} ${ms(task.dur ?? 0)}  ${inside.join(' | ')}`);
  }
  lines.push('### idle stretches > 8 ms before visible', ...gaps);
  lines.push(`main thread busy ${ms(busy)} ms of ${visibleMs.toFixed(0)} ms`);
  lines.push(compiling(events, { pid, tid }, end));
  return lines.join('\n');
}
