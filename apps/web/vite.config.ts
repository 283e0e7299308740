import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // `npm run dev` serves the app on Vite and the API from the Plantel server on its default port.
    proxy: { '/api': { target: 'http://127.0.0.1:8080' } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Maps for debugging and error reports, not referenced from the served files.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which files each route loads (read by `npm run bench -- web`).
    manifest: true,
  },
});
