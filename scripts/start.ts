// `npm start`: builds the web app when it is missing or older than its sources, then serves everything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const built = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = Math.max(...webSources.map((s) => newestChange(path.join(root, s))));
if (built < sources) {
  console.log(built ? 'The web app changed since its last build; rebuilding…' : 'Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@plantel/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'apps/server/src/server.ts')).href);
