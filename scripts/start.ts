// `npm start`: builds the web app and the server when missing or older than their sources, then
// serves everything from the compiled server. Runs on Node.js's own TypeScript support (no loader).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, newestChange, serverBundle, serverBundleIsStale, stopBuilding } from '../apps/server/scripts/build.ts';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src', 'packages/charts/src'];

/** Runs one build step when its output is stale, on one line: what it builds, then how long it took. */
async function step(what: string, stale: () => boolean, build: () => Promise<void> | void) {
  if (!stale()) return;
  process.stdout.write(`Building ${what}… `);
  const began = performance.now();
  await build();
  console.log(`done (${((performance.now() - began) / 1000).toFixed(1)} s)`);
}

await step(
  'the web app',
  () => (fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0) < Math.max(...webSources.map((s) => newestChange(path.join(root, s)))),
  () => {
    // Vite's list of files is shown only when the build fails.
    const result = spawnSync('npm', ['run', 'build', '-w', '@plantel/web'], { cwd: root, encoding: 'utf8' });
    if (result.status === 0) return;
    process.stdout.write(`failed\n${result.stdout}`);
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  },
);
await step('the server', serverBundleIsStale, buildServer);
await stopBuilding();

process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
