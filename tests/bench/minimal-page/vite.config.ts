/**
 * Builds the minimal page into `.bench/minimal` (`vite build --config tests/bench/minimal-page/vite.config.ts`):
 * index.html (the daysheet), floor.html (the first-sync floor) and `sw.js`, a hand-written service
 * worker that precaches the daysheet page's files at install and answers from that cache first,
 * navigations with the cached page — what Workbox does for the app, without Workbox.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SW = (files: string[]) => `
const CACHE = 'minimal-v1';
const FILES = ${JSON.stringify(['/', ...files])};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/floor')) return;
  const key = event.request.mode === 'navigate' ? '/' : url.pathname;
  event.respondWith(caches.match(key).then((hit) => hit || fetch(event.request)));
});
`;

/** Emits sw.js listing every file the daysheet page needs (not the floor page). */
function serviceWorker(): Plugin {
  return {
    name: 'minimal-sw',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((item) => item.type === 'chunk' || item.type === 'asset')
        .map((item) => `/${item.fileName}`)
        .filter((name) => !name.includes('floor') && name.endsWith('.js'));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: SW(files) });
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  logLevel: 'warn',
  plugins: [react(), serviceWorker()],
  build: {
    outDir: fileURLToPath(new URL('../../../.bench/minimal', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: `${root}index.html`, floor: `${root}floor.html` },
      output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
    },
  },
});
