// Start-up: from a command to a server answering /api/health, on the embedded database with the
// demo and the living demo on (the defaults), as `npm start` runs it (compiled) and as it ran before
// (TypeScript compiled at start by tsx); after a clean stop, after a SIGKILL (the directory lock left
// behind), and on an empty directory (migrations and the demo seed). Each figure also stands as a
// ratio to a bare Node.js HTTP server's start measured in the same run, since the machine's speed
// moves every time.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, SERVER_HEAP_FLAGS, serverBundle } from '../apps/server/scripts/build';
import { freePort } from '../apps/server/test/helpers/server-process';

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 7);
const root = path.resolve(import.meta.dirname, '..');

const BARE_SERVER = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

const commands = {
  bare: ['-e', BARE_SERVER],
  compiled: [...SERVER_HEAP_FLAGS, '--enable-source-maps', serverBundle],
  tsx: ['--import', 'tsx', 'apps/server/src/server.ts'],
};
type Way = keyof typeof commands;

interface Started {
  child: ChildProcess;
  ms: number;
}

/** Starts a command and times it to its first answer of /api/health (any path, for the bare server). */
async function start(way: Way, dataDir: string): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, commands[way], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', PLANTEL_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${way} exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, ms: performance.now() - began };
    await new Promise((r) => setTimeout(r, 10));
  }
}

const ended = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  const done = ended(child);
  child.kill(signal);
  await done;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (ms: number) => Math.round(ms);
const summary = (values: number[], bare: number) => ({
  median_ms: round(median(values)),
  max_ms: round(Math.max(...values)),
  median_vs_bare_node: Math.round((median(values) / bare) * 10) / 10,
});

export async function runStartupBench() {
  const buildBegan = performance.now();
  await buildServer();
  const buildMs = performance.now() - buildBegan;
  const dirs = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-startup-'));
  try {
    const bare: number[] = [];
    const first: number[] = [];
    const clean: Record<'compiled' | 'tsx', number[]> = { compiled: [], tsx: [] };
    const afterKill: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const b = await start('bare', dirs);
      bare.push(b.ms);
      await stop(b.child, 'SIGTERM');

      // An empty directory: migrations and the demo seed.
      const dir = path.join(dirs, `round-${r}`);
      const fresh = await start('compiled', dir);
      first.push(fresh.ms);
      await stop(fresh.child, 'SIGTERM');

      for (const way of ['compiled', 'tsx'] as const) {
        const s = await start(way, dir);
        clean[way].push(s.ms);
        await stop(s.child, 'SIGTERM');
      }

      // Killed, and started again at once, as a supervisor does: the clock runs from the kill.
      const running = await start('compiled', dir);
      const killedAt = performance.now();
      running.child.kill('SIGKILL');
      const again = await start('compiled', dir);
      afterKill.push(performance.now() - killedAt);
      await stop(again.child, 'SIGTERM');
      await ended(running.child);
      console.log(`round ${r + 1}/${ROUNDS}: bare ${round(b.ms)} ms, compiled ${round(clean.compiled.at(-1)!)} ms, tsx ${round(clean.tsx.at(-1)!)} ms, after a kill ${round(afterKill.at(-1)!)} ms, first ${round(fresh.ms)} ms`);
    }
    const bareMedian = median(bare);
    const result = {
      rounds: ROUNDS,
      setup: 'embedded PGlite, demo seeded, living demo and background jobs on (the defaults); to the first answer of /api/health',
      server_build_ms: round(buildMs),
      bare_node_http_server: { median_ms: round(bareMedian), max_ms: round(Math.max(...bare)) },
      compiled: summary(clean.compiled, bareMedian),
      from_source_with_tsx: summary(clean.tsx, bareMedian),
      compiled_after_sigkill: summary(afterKill, bareMedian),
      compiled_first_start_empty_directory: summary(first, bareMedian),
      compiled_vs_tsx: Math.round((median(clean.compiled) / median(clean.tsx)) * 100) / 100,
    };
    console.log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    fs.rmSync(dirs, { recursive: true, force: true });
  }
}
