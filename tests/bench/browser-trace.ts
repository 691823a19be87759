/**
 * A browser-wide Chromium trace (every process, including a renderer that existed before it
 * started): `const stop = await startTrace(browser, categories)`, then `await stop()` for the events.
 */
import type { Browser } from '@playwright/test';
import { isTraceEvent, type TraceEvent } from './startup-trace-summary';

export async function startTrace(
  browser: Browser,
  categories: string[],
): Promise<() => Promise<TraceEvent[]>> {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    const collected: unknown[] = value;
    events.push(...collected.filter(isTraceEvent));
  });
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return events;
  };
}
