// `npm start`: builds the web app and the server when missing or older than their sources, then
// serves everything from the compiled server. Runs on Node.js's own TypeScript support (no loader).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, newestChange, serverBundle } from '../apps/server/scripts/build.ts';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src', 'packages/charts/src'];

/** Runs one build step, saying one line for it, and stops the start if it fails. */
async function step(saying: string, build: () => Promise<boolean>) {
  const began = performance.now();
  if (await build()) console.log(`${saying} (${((performance.now() - began) / 1000).toFixed(1)} s)`);
}

await step('Built the web app', async () => {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built >= Math.max(...webSources.map((s) => newestChange(path.join(root, s))))) return false;
  // Vite's list of files is shown only when the build fails.
  const result = spawnSync('npm', ['run', 'build', '-w', '@plantel/web'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  return true;
});
await step('Built the server', buildServerIfStale);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
