import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter, tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkReport } from './scripts/chunk-report-plugin';
import { compileHints } from './scripts/compile-hints-plugin';
import { paintBeforeEntry } from './scripts/paint-before-entry-plugin';
import { precompress } from './scripts/precompress-plugin';
import { startChunkGroups } from './scripts/start-path-chunk';

// The dev API listens on 127.0.0.1 only: `localhost` may resolve to ::1 first.
const API_DEV_TARGET = 'http://127.0.0.1:8081';
const THEME_COLOR = '#0f172a';

export default defineConfig({
  // The router plugin must run before react() so route files are split before JSX is transformed.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: a loader's queries and API code belong to its screen, not to the first screen's JS.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    // The signed-out screens' own route tree (src/app/public-route-tree.gen.js, every route file
    // outside src/routes/_signed-in): the router starts from it, and the signed-in branch joins when
    // an address first needs it (src/app/route-branches.ts), so /login never carries that branch.
    tanstackRouterGenerator({
      generatedRouteTree: './src/app/public-route-tree.gen.ts',
      routeFileIgnorePattern: '^_signed-in',
      disableTypes: true,
    }),
    react(),
    tailwindcss(),
    // The service worker (sw/sw.ts) precaches the whole app; registration is done by src/app/pwa
    // (no inline script: the CSP forbids it). Not active under `npm run dev`.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: null,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,txt,webmanifest}'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        name: 'Roadie',
        short_name: 'Roadie',
        description: 'Schedules, daysheets and logistics for touring crews.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: THEME_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    compileHints(),
    paintBeforeEntry(),
    precompress(),
    chunkReport(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The signed-in start path (shell, dashboard, daysheet, mirror) as one file instead of ~80.
    rolldownOptions: { output: { codeSplitting: { groups: startChunkGroups() } } },
  },
  server: {
    port: 8080,
    strictPort: true,
    proxy: { '/api': { target: API_DEV_TARGET, changeOrigin: false } },
  },
  preview: { port: 8080 },
});
