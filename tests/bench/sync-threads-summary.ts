/**
 * Reads a browser-wide Chromium trace of a first sync (tests/bench/sync-threads.ts) into each
 * thread's busy time — the union of its top-level tasks between the first `/api/sync/tours` request
 * and the end mark — and, per busy thread, the events it spent that time in (self time).
 */
import type { TraceEvent } from './startup-trace-summary';

const TOP_LEVEL = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask']);
/** Threads busier than this in the window are listed. */
const LISTED_MS = 50;

type Span = [number, number];

function unionMs(spans: Span[]) {
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: Span | null = null;
  for (const [from, to] of spans) {
    if (current && from <= current[1]) current[1] = Math.max(current[1], to);
    else {
      if (current) total += current[1] - current[0];
      current = [from, to];
    }
  }
  if (current) total += current[1] - current[0];
  return total / 1000;
}

/** Self time per event name: an event's duration less its children's, from nesting by time. */
function selfTimes(events: TraceEvent[]) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (until: number) => {
    for (
      let last = stack.at(-1);
      last && last.event.ts + (last.event.dur ?? 0) <= until;
      last = stack.at(-1)
    ) {
      stack.pop();
      const own = (last.event.dur ?? 0) - last.children;
      self.set(last.event.name, (self.get(last.event.name) ?? 0) + own / 1000);
      const parent = stack.at(-1);
      if (parent) parent.children += last.event.dur ?? 0;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    stack.push({ event, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return self;
}

export function threadsBusy(events: TraceEvent[], endMark: string): string {
  const url = (event: TraceEvent) => String(event.args?.data?.url ?? '');
  const start = events.find(
    (e) => e.name === 'ResourceSendRequest' && url(e).endsWith('/api/sync/tours'),
  )?.ts;
  const end = events.find((e) => e.name === endMark)?.ts;
  if (start === undefined || end === undefined) return 'no sync window in the trace';
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    const name = String(event.args?.name ?? '');
    if (event.name === 'process_name') names.set(`${event.pid}`, name);
    if (event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, name);
  }
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined || event.ts + event.dur < start || event.ts > end)
      continue;
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(event);
    byThread.set(key, list);
  }
  const lines: { busy: number; text: string }[] = [];
  for (const [key, threadEvents] of byThread) {
    const spans = threadEvents
      .filter((event) => TOP_LEVEL.has(event.name))
      .map((event): Span => [Math.max(event.ts, start), Math.min(event.ts + (event.dur ?? 0), end)]);
    const busy = unionMs(spans);
    if (busy < LISTED_MS) continue;
    const [pid = ''] = key.split(':');
    const top = [...selfTimes(threadEvents).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    lines.push({
      busy,
      text: `${busy.toFixed(0).padStart(6)} ms  ${names.get(pid) ?? pid} / ${names.get(key) ?? key}: ${top}`,
    });
  }
  const window = `busy time per thread in the ${((end - start) / 1000).toFixed(0)} ms from the first /api/sync/tours request to "All changes saved":`;
  return [window, ...lines.sort((a, b) => b.busy - a.busy).map((line) => line.text)].join('\n');
}
