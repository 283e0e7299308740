// Server memory as a farm machine would run it: the compiled server with the demo farms, the living
// demo sending telemetry (every 10 s instead of 2 min, so that the run sees its work), and 40 reads a
// second spread over the pages people open (home, shed lists, a batch's dashboards), for
// BENCH_MEMORY_SECONDS (600), on the embedded database and on PostgreSQL. Resident memory is sampled
// every 2 s from /proc; the server itself logs its heap and what lies outside it every 10 s.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { buildServerIfStale, SERVER_HEAP_FLAGS, serverBundle } from '../apps/server/scripts/build';
import { PGLITE_SHARED_BUFFERS } from '../apps/server/src/db/pglite';
import { freePort } from '../apps/server/test/helpers/server-process';
import { benchDatabases, type Target } from './bench-databases';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 600);
const READS_PER_SECOND = 40;
const TARGET_MB = { pglite: 300, postgres: 200 } as const;
const root = path.resolve(import.meta.dirname, '..');

const residentMb = (pid: number): number | null => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};

interface MemoryLine {
  rss: number;
  heap_total: number;
  heap_used: number;
  external: number;
  array_buffers: number;
}

async function startServer(target: Target, lines: MemoryLine[]): Promise<{ child: ChildProcess; url: string }> {
  await buildServerIfStale();
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_HEAP_FLAGS, '--enable-source-maps', serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PLANTEL_WEB_DIST: '/nonexistent',
      PLANTEL_DEMO_LIVE: '1',
      PLANTEL_DEMO_LIVE_SECONDS: '10',
      PLANTEL_MEMORY_LOG_SECONDS: '10',
      PLANTEL_LOGIN_MAX_PER_USER: '1000000',
      PLANTEL_LOGIN_MAX_PER_CLIENT: '1000000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.includes('"msg":"memory"')) return;
    lines.push((JSON.parse(line) as { memory: MemoryLine }).memory);
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 300_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { child, url };
    if (Date.now() > until) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The pages a user opens, as their API reads: home, the shed lists, and each dashboard of a lodged batch. */
async function readPaths(url: string, auth: Record<string, string>): Promise<string[]> {
  const list = (await (await fetch(`${url}/api/v2/sheds/performance?module=frangos_de_corte&stage=lodged&limit=25&ordering=id`, { headers: auth })).json()) as { results: { last_batch: number | null }[] };
  const batches = list.results.flatMap((s) => (s.last_batch === null ? [] : [s.last_batch])).slice(0, 4);
  return [
    '/api/v2/home/summary',
    '/api/v2/sheds/performance?module=frangos_de_corte&limit=25&ordering=-weight',
    '/api/v2/sheds/nutrition?module=frangos_de_corte&limit=25',
    '/api/v2/sheds/sanity?module=frangos_de_corte&limit=25',
    '/api/v2/alerts/recent?module=frangos_de_corte&limit=25',
    ...batches.flatMap((b) => [`/api/v2/batches/${b}/performance`, `/api/v2/batches/${b}/sanity`, `/api/v2/batches/${b}/nutrition`, `/api/v1/slaughter-weight-projection/${b}`]),
  ];
}

/** fetch's own message ("fetch failed") with its cause's, which says what failed (a connect timeout, a reset). */
const whyFetchFailed = (err: unknown) => {
  const cause = (err as Error).cause as Error | undefined;
  return cause ? `${(err as Error).message}: ${cause.message}` : (err as Error).message;
};

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;
};
const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

async function measure(target: Target) {
  const lines: MemoryLine[] = [];
  const { child, url } = await startServer(target, lines);
  const samples: { second: number; mb: number }[] = [];
  let reads = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  try {
    const token = ((await (await fetch(`${url}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'tecnico', password: 'plantel' }) })).json()) as { access: string }).access;
    const auth = { authorization: `Bearer ${token}` };
    const paths = await readPaths(url, auth);
    const began = Date.now();
    const sampler = setInterval(() => {
      const mb = residentMb(child.pid!);
      if (mb !== null) samples.push({ second: Math.round((Date.now() - began) / 1000), mb });
    }, 2000);
    const inFlight = new Set<Promise<void>>();
    for (let tick = 0; Date.now() - began < SECONDS * 1000; tick++) {
      const due = began + (tick * 1000) / READS_PER_SECOND;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      const readPath = paths[tick % paths.length]!;
      const fail = (why: string) => {
        failed++;
        const key = `${readPath.split('?')[0]} ${why}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      };
      const read = fetch(url + readPath, { headers: auth })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) reads++;
          else fail(String(res.status));
        }, (err: unknown) => fail(whyFetchFailed(err)))
        .finally(() => inFlight.delete(read));
      inFlight.add(read);
    }
    await Promise.all(inFlight);
    clearInterval(sampler);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
  // Steady: the second half of the run, once the database's caches and the heap have grown into it.
  const steady = samples.filter((s) => s.second >= SECONDS / 2).map((s) => s.mb);
  const lastLines = lines.slice(Math.floor(lines.length / 2));
  const mean = (pick: (l: MemoryLine) => number) => (lastLines.length ? lastLines.reduce((n, l) => n + pick(l), 0) / lastLines.length : null);
  const result = {
    engine: target.engine,
    seconds: SECONDS,
    reads_per_second: round(reads / SECONDS),
    failed_reads: failed,
    failures: Object.fromEntries(failures),
    resident_mb: {
      first_30_s_peak: round(Math.max(...samples.filter((s) => s.second <= 30).map((s) => s.mb))),
      peak: round(Math.max(...samples.map((s) => s.mb))),
      steady_median: round(percentile(steady, 50)),
      steady_p95: round(percentile(steady, 95)),
    },
    breakdown_mb_second_half_mean: {
      v8_heap_used: round(mean((l) => l.heap_used)),
      v8_heap_total: round(mean((l) => l.heap_total)),
      outside_v8_heap: round(mean((l) => l.external)),
      rest_code_and_native: round(mean((l) => l.rss - l.heap_total - l.external)),
    },
    target_steady_mb: TARGET_MB[target.engine],
    met: (percentile(steady, 50) ?? Infinity) <= TARGET_MB[target.engine],
  };
  console.log(JSON.stringify(result, null, 2));
  return result;
}

export async function runMemoryBench() {
  const results = [];
  for (const target of await benchDatabases('memory')) {
    try {
      results.push(await measure(target));
    } finally {
      await target.drop();
    }
  }
  return {
    what: `Resident memory of the compiled server (npm start) with the demo farms, the living demo sending telemetry every 10 s and ${READS_PER_SECOND} reads a second over the home, the shed lists and four lodged batches' dashboards, for ${SECONDS} s`,
    embedded_database: `PGlite, shared_buffers ${PGLITE_SHARED_BUFFERS}; its WebAssembly memory is counted outside the V8 heap`,
    results,
  };
}
