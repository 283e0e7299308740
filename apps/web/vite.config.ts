import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The modules that open the app after signing in: the signed-in layout and Home. */
const SHELL_ROOTS = ['src/app/routes/SignedInLayout.tsx', 'src/app/routes/HomePage.tsx', 'src/app/routes/prefetchHome.ts'];
/** What the login page loads: none of it goes into the shell chunk. */
const LOGIN_ROOTS = ['src/main.tsx', 'src/app/routes/LoginPage.tsx'];

/**
 * Puts what the signed-in layout and Home import, and the login page does not, in one chunk
 * (`shell`). Left to automatic splitting they come as some thirty small chunks shared in
 * different ways with the other pages, and the preload link the app inserts for each chunk costs
 * the main thread more than evaluating the code. Pages opened later share the shell chunk.
 */
function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'plantel:shell-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const pending = roots.map((root) => {
          const id = ids.find((candidate) => candidate.endsWith(`/${root}`));
          if (!id) this.error(`${root} is not in the build: update SHELL_ROOTS or LOGIN_ROOTS in vite.config.ts`);
          return id;
        });
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const login = closure(LOGIN_ROOTS);
      shell.clear();
      for (const id of closure(SHELL_ROOTS)) if (!login.has(id)) shell.add(id);
      // The route modules keep chunks of their own, the lazy routes' entries.
      for (const root of SHELL_ROOTS) shell.delete(ids.find((id) => id.endsWith(`/${root}`))!);
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}

const shell = shellChunk();

export default defineConfig({
  plugins: [
    react(),
    shell.plugin,
    // The service worker (sw/sw.ts, docs/offline.md) precaches the app's files, so it opens offline.
    // The manifests are public/manifest*.webmanifest, one per language; the app registers the worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'], globIgnores: ['**/.vite/**'], maximumFileSizeToCacheInBytes: 4 * 1024 * 1024 },
      devOptions: { enabled: false },
    }),
  ],
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
    // The chart library's chunk (below) is the one over the default 500 kB: loaded only by chart pages.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: shell.test, includeDependenciesRecursively: false },
            // The chart library (echarts on zrender, some 590 kB minified even as the pieces the charts
            // use): one chunk of its own that only the pages with charts load, kept in the browser's cache
            // across releases of the app. Split by size, its parts evaluate out of order and fail at start.
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
