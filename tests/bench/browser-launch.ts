/**
 * Chromium for the browser bench: the system Chromium with the flags of playwright.config.ts, CDP
 * throttling (CPU, network), and the "daysheet visible" marker. The marker is an init script: a
 * MutationObserver waits until the day's heading (`h1 time[datetime=DATE]`) and an event of the
 * `Events` list are in the page and laid out, then, after the next frame is produced (rAF, then a
 * message), logs `performance.now()` — milliseconds since the navigation started. No polling
 * from the bench touches the throttled page.
 */
import { existsSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Why the browser part cannot run here, or null. */
export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`;
}

export function launchProfile(userDataDir: string, options: { offline?: boolean } = {}) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    headless: true,
    offline: options.offline ?? false,
    viewport: { width: 1280, height: 800 },
  });
}

export function launchFresh() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/** The venue network of docs/performance-budgets.md: 400 ms round trip, 400 kbit/s both ways. */
export const VENUE_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

/** CPU slowdown and/or network conditions on one page, set over CDP before it navigates. */
export async function throttle(page: Page, options: { cpu?: number; network?: typeof VENUE_NETWORK }) {
  const cdp = await page.context().newCDPSession(page);
  if (options.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', options.network);
  }
  return cdp;
}

const MARK = '__bench_visible';

export function visibleMarker(date: string) {
  return `(() => {
  if (location.protocol !== 'http:') return;
  const ready = () => {
    const heading = document.querySelector('h1 time[datetime="${date}"]');
    const event = document.querySelector('ol[aria-label="Events"] > li');
    return heading && event && event.checkVisibility();
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => console.log('${MARK} ' + performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
}

/** Installs the marker on every page of the context (new documents only). */
export async function markVisible(context: BrowserContext, date: string) {
  await context.addInitScript({ content: visibleMarker(date) });
}

/** Navigates and resolves with the marker's time (ms since navigation start). */
export async function openAndTime(page: Page, url: string, timeoutMs = 30_000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const marked = new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${url}: daysheet not visible in ${timeoutMs} ms`)), timeoutMs);
    page.on('console', (message) => {
      const text = message.text();
      if (!text.startsWith(MARK)) return;
      clearTimeout(timer);
      resolve(Number(text.slice(MARK.length + 1)));
    });
  });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
  return await marked;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
