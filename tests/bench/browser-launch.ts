/**
 * Chromium for the browser bench: the system Chromium with the flags of playwright.config.ts, CDP
 * throttling (CPU, network), and the "daysheet visible" marker. The marker is an init script: a
 * MutationObserver waits until the day's heading (`h1 time[datetime=DATE]`) and an event of the
 * `Events` list are in the page and laid out, then, after the next frame is produced (rAF, then a
 * message), logs `performance.now()` — milliseconds since the navigation started — and again once
 * they are in the live app (not in an inert copy of the last screen). No polling from the bench
 * touches the throttled page.
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
  // As in playwright.config.ts: a headless window still builds the address bar's popups (WebUI
  // pages), ~100 chrome:// requests in a cold start's trace, for the app and the floor alike.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
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

const VISIBLE = '__bench_visible';
const LIVE = '__bench_live';

/**
 * Two marks: `visible` once the day is on screen, and `live` once it is on screen in the live app.
 * They differ only when the app paints a copy of the last screen at start (src/app/last-screen:
 * `#root` inert until the live day takes its place): the copy is what the user sees, the live day
 * is when it can be used.
 */
export function visibleMarker(date: string) {
  return `(() => {
  if (location.protocol !== 'http:') return;
  const shown = () => {
    const heading = document.querySelector('h1 time[datetime="${date}"]');
    const event = document.querySelector('ol[aria-label="Events"] > li');
    return heading && event && event.checkVisibility() ? heading : null;
  };
  const mark = (name) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => console.log(name + ' ' + performance.now());
      channel.port2.postMessage(0);
    });
  let visible = false;
  const observer = new MutationObserver(() => {
    const heading = shown();
    if (!heading) return;
    if (!visible) {
      visible = true;
      mark('${VISIBLE}');
    }
    if (heading.closest('[inert]')) return;
    observer.disconnect();
    mark('${LIVE}');
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
})();`;
}

/** Installs the marker on every page of the context (new documents only). */
export async function markVisible(context: BrowserContext, date: string) {
  await context.addInitScript({ content: visibleMarker(date) });
}

export type StartMarks = { visible: number; live: number };

/** Navigates and resolves with the marks' times (ms since navigation start). */
export async function openAndTime(page: Page, url: string, timeoutMs = 30_000): Promise<StartMarks> {
  let timer: NodeJS.Timeout | undefined;
  const marks: Partial<StartMarks> = {};
  const marked = new Promise<StartMarks>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${url}: daysheet not live in ${timeoutMs} ms`)), timeoutMs);
    page.on('console', (message) => {
      const [name, value] = message.text().split(' ');
      if (name === VISIBLE) marks.visible = Number(value);
      else if (name === LIVE) marks.live = Number(value);
      else return;
      if (marks.visible === undefined || marks.live === undefined) return;
      clearTimeout(timer);
      resolve({ visible: marks.visible, live: marks.live });
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
