// `npm run dev`: the API server restarting on change, and Vite with hot reload proxying /api to it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Every response is checked against its contract while developing (production only writes it).
    env: { ...process.env, PORT: process.env.PORT ?? '8080', PLANTEL_RESPONSE_CHECKS: process.env.PLANTEL_RESPONSE_CHECKS ?? '1' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
