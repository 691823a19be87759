import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_DEV_TARGET = 'http://localhost:8081';

export default defineConfig({
  // The router plugin must run before react() so route files are split before JSX is transformed.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    port: 8080,
    strictPort: true,
    proxy: { '/api': { target: API_DEV_TARGET, changeOrigin: false } },
  },
  preview: { port: 8080 },
});
