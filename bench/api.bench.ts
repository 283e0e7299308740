// API throughput and latency: a real server process (embedded PGlite, or PostgreSQL with DATABASE_URL)
// on benchmark-size farm data, loaded by autocannon from this process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { advisoryLocks } from '../apps/server/src/shared/advisory-locks';
import { openDatabase } from '../apps/server/src/db/open-database';
import { loadFarm, simulateFarms } from '../apps/server/src/services/demo/simulation.service';
import { seedDemo } from '../apps/server/src/services/demo/demo-seed.service';
import { adminQuery, withDatabase } from '../apps/server/test/helpers/postgres-admin';
import { startServerProcess } from '../apps/server/test/helpers/server-process';
import { LONG_BATCH_FARM, LONG_BATCH_SHED } from './long-batch-farm';
import { processCpuMs } from './process-cpu';

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  authenticated: boolean;
  connections: number;
  /** Each request's own path (the n-th request's), so that no answer is kept for another. */
  pathOf?: (n: number) => string;
  /** Writes to the company's sheds while it runs, this many a second, each one dropping its kept lists. */
  writesPerSecond?: number;
}

const SHEDS = Number(process.env.BENCH_SHEDS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 50);
const CONNECTIONS = 100;

/**
 * A database of its own: a scratch PostgreSQL database next to DATABASE_URL's, or a PGlite directory.
 * With BENCH_KEEP_DATABASE=<name> (PostgreSQL only) the database has that name, is kept afterwards and,
 * when it already holds the farm from an earlier run, is measured again without generating the data.
 */
async function prepareDatabase() {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const kept = process.env.BENCH_KEEP_DATABASE;
    const name = kept || `plantel_bench_${process.pid}`;
    const url = withDatabase(baseUrl, name);
    const env: Record<string, string> = { DATABASE_URL: url };
    const config = { databaseUrl: url, dataDir: '' };
    if (kept && (await keptFarmExists(url))) return { env, config, reused: true, drop: async () => {} };
    if (kept) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
    const drop = kept ? async () => {} : () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    return { env, config, reused: false, drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-bench-'));
  const env: Record<string, string> = { PLANTEL_DATA_DIR: dataDir, DATABASE_URL: '' };
  return { env, config: { databaseUrl: undefined, dataDir }, reused: false, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** The row counts of a kept database's farm, or null when it has none (or does not exist). */
async function keptFarmRows(url: string): Promise<Record<string, number> | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query<{ rows: Record<string, number> | null }>(
      "select (select obj_description('public.sheds'::regclass, 'pg_class'))::jsonb as rows",
    );
    return rows[0]?.rows ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

const keptFarmExists = async (url: string) => (await keptFarmRows(url)) !== null;

/**
 * A kept farm's devices last reported when it was generated: moved to now, as if they had kept
 * reporting, so the server's start does not raise a stale-sensor alert for every device at once.
 */
async function devicesSeenNow(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update devices set last_seen_at = last_seen_at + (now() - (select max(last_seen_at) from devices)) where last_seen_at is not null');
  } finally {
    await client.end();
  }
}

/** Marks a kept database as holding the complete farm (written last, so a half-generated one is not reused). */
async function markFarmComplete(url: string, data: object) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`comment on table public.sheds is '${JSON.stringify(data).replaceAll("'", "''")}'`);
  } finally {
    await client.end();
  }
}

async function loadFarmData(config: { databaseUrl: string | undefined; dataDir: string }) {
  const database = await openDatabase(config);
  try {
    await seedDemo(database.db);
    const started = performance.now();
    const report = await simulateFarms(database.db, { company: 'Demo', sheds: SHEDS, days: DAYS, seed: 1 });
    await loadFarm(database.db, report.companyId, LONG_BATCH_FARM, { seed: 1, now: new Date(), historyDays: 50, readingIntervalMinutes: 10 });
    const seconds = (performance.now() - started) / 1000;
    console.log(`simulated ${SHEDS} sheds × ${DAYS} days in ${seconds.toFixed(1)} s`);
    return { seconds: Math.round(seconds * 10) / 10, rows: report.rows };
  } finally {
    await database.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server evaluates every company's alerts once, a second after it starts (with
 * PLANTEL_ALERTS_INTERVAL_SECONDS=0, never again unless data arrives): the measurements begin
 * once that has finished, seen on PostgreSQL as the engine's advisory lock taken and let go.
 */
async function startupAlertsEvaluated(databaseUrl: string | undefined) {
  if (!databaseUrl) return sleep(10_000);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const held = async () => {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = current_database())",
        [advisoryLocks.alertEngine],
      );
      return rows[0]!.n > 0;
    };
    const started = Date.now();
    while (!(await held()) && Date.now() - started < 10_000) await sleep(100);
    while (await held()) await sleep(200);
  } finally {
    await client.end();
  }
}

/** Renames a shed `perSecond` times a second, back and forth, until stopped: answers the writes made and refused. */
function renamingShed(base: string, shedId: number, token: string, perSecond: number) {
  let made = 0;
  let refused = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const write = fetch(`${base}/api/v2/sheds/${shedId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Bench ${made % 2}` }),
    }).then(async (res) => {
      await res.arrayBuffer();
      if (res.ok) made += 1;
      else refused += 1;
    });
    pending.add(write);
    void write.finally(() => pending.delete(write));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { made, refused };
    },
  };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function runApiBench(seconds = 10) {
  const target = await prepareDatabase();
  try {
    let load: { seconds: number; rows: object };
    if (target.reused) {
      load = (await keptFarmRows(target.config.databaseUrl!)) as unknown as typeof load;
      await devicesSeenNow(target.config.databaseUrl!);
      console.log(`reusing the farm in ${process.env.BENCH_KEEP_DATABASE}`);
    } else {
      load = await loadFarmData(target.config);
      if (process.env.BENCH_KEEP_DATABASE) await markFarmComplete(target.config.databaseUrl!, load);
    }
    const server = await startServerProcess({
      ...target.env,
      PLANTEL_DEMO: 'false',
      PLANTEL_WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      PLANTEL_LOGIN_MAX_PER_USER: '1000000',
      PLANTEL_LOGIN_MAX_PER_CLIENT: '1000000',
      // No scheduled alert evaluation in the middle of a measurement.
      PLANTEL_ALERTS_INTERVAL_SECONDS: '0',
    },
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (bench/cpu-profile-summary.ts reads it).
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : []);
    try {
      await startupAlertsEvaluated(target.env.DATABASE_URL);
      const base = server.url;
      const credentials = JSON.stringify({ username: 'tecnico', password: 'plantel' });
      const { access } = await json<{ access: string }>(
        await fetch(`${base}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials }),
      );
      const auth = { authorization: `Bearer ${access}` };
      const admin = await json<{ access: string }>(
        await fetch(`${base}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'plantel' }) }),
      );
      const listPath = '/api/v2/sheds/performance?limit=25&stage=lodged&weight__gt=500&ordering=-weight';
      const plainListPath = '/api/v2/sheds/performance?limit=25';
      const list = await json<{ count: number; results: { id: number; last_batch: number | null }[] }>(await fetch(base + listPath, { headers: auth }));
      const shed = list.results.find((s) => s.last_batch !== null)!;
      console.log(`performance list: ${list.count} lodged sheds over 500 g`);
      const planted = await json<{ results: { last_batch: number; age: number }[] }>(
        await fetch(`${base}/api/v2/sheds/sanity?module=frangos_de_corte&search=${encodeURIComponent(LONG_BATCH_SHED)}`, { headers: auth }),
      );
      const longBatch = planted.results[0]!;
      const sanityPath = `/api/v2/batches/${longBatch.last_batch}/sanity`;
      const sanityBytes = (await (await fetch(base + sanityPath, { headers: auth })).arrayBuffer()).byteLength;
      console.log(`sanity of the ${longBatch.age}-day batch in 4 divisions: ${sanityBytes} bytes`);

      const scenarios: Scenario[] = [
        { name: 'health (database ping)', path: '/api/health', authenticated: false, connections: CONNECTIONS },
        { name: 'health (database ping)', path: '/api/health', authenticated: false, connections: 10 },
        { name: 'shed list: performance, lodged, weight > 500 g, by weight desc, 25 per page', path: listPath, authenticated: true, connections: CONNECTIONS },
        {
          name: 'shed list: nutrition, silo status below satisfactory, text search, by available feed',
          path: '/api/v2/sheds/nutrition?limit=25&status__lt=3&search=avi&ordering=available,-age',
          authenticated: true,
          connections: CONNECTIONS,
        },
        { name: 'shed list: performance, lodged, weight > 500 g, by weight desc, 25 per page', path: listPath, authenticated: true, connections: 10 },
        { name: 'shed list: performance, first page in the default order (urgent first), 25 per page', path: plainListPath, authenticated: true, connections: 10 },
        {
          name: 'shed list: performance, lodged, weight > 500 g, by weight desc, 25 per page, each request a weight of its own (no answer kept)',
          path: listPath,
          pathOf: (n) => listPath.replace('weight__gt=500', `weight__gt=${500 + n * 1e-7}`),
          authenticated: true,
          connections: 10,
        },
        {
          name: 'shed list: performance, lodged, weight > 500 g, by weight desc, 25 per page, while a shed of the company is renamed 10 times a second',
          path: listPath,
          writesPerSecond: 10,
          authenticated: true,
          connections: 10,
        },
        { name: 'shed by id', path: `/api/v2/sheds/${shed.id}`, authenticated: true, connections: CONNECTIONS },
        { name: 'batch detail', path: `/api/v2/batches/${shed.last_batch}`, authenticated: true, connections: CONNECTIONS },
        { name: `batch sanity: ${longBatch.age}-day broiler batch, 4 divisions (S0 and D0 each), readings every 10 minutes, one user`, path: sanityPath, authenticated: true, connections: 1 },
        { name: `batch sanity: ${longBatch.age}-day broiler batch, 4 divisions (S0 and D0 each), readings every 10 minutes`, path: sanityPath, authenticated: true, connections: 10 },
        { name: `batch performance: ${longBatch.age}-day broiler batch`, path: `/api/v2/batches/${longBatch.last_batch}/performance`, authenticated: true, connections: 10 },
        { name: `batch nutrition: ${longBatch.age}-day broiler batch (silos, end-of-feed forecast, water)`, path: `/api/v2/batches/${longBatch.last_batch}/nutrition`, authenticated: true, connections: 10 },
        { name: `consumption history by weeks: ${longBatch.age}-day broiler batch`, path: `/api/v2/batches/${longBatch.last_batch}/consumption-history?start=2000-01-01&grouping=weeks`, authenticated: true, connections: 10 },
        { name: 'login (scrypt-bound by design)', path: '/api/v1/token/', method: 'POST', body: credentials, authenticated: false, connections: 4 },
      ];
      // BENCH_SCENARIOS=<regular expression>: only the scenarios whose name matches (to profile one, say).
      const only = process.env.BENCH_SCENARIOS ? new RegExp(process.env.BENCH_SCENARIOS) : null;
      const results: {
        scenario: string;
        path: string;
        connections: number;
        requests_per_second: number;
        server_cpu_ms_per_request: number | null;
        latency_ms: { p50: number; p99: number; max: number };
        non_2xx: number;
        errors: number;
        writes?: { made: number; refused: number };
        monotonic_us?: number[];
      }[] = [];
      for (const s of scenarios.filter((x) => !only || only.test(x.name))) {
        const writer = s.writesPerSecond ? renamingShed(base, shed.id, admin.access, s.writesPerSecond) : null;
        const cpuBefore = processCpuMs(server.pid);
        const startedUs = Number(process.hrtime.bigint() / 1000n);
        let sent = 0;
        const r = await autocannon({
          url: base + s.path,
          method: s.method ?? 'GET',
          body: s.body,
          connections: s.connections,
          duration: seconds,
          headers: { 'content-type': 'application/json', ...(s.authenticated ? auth : {}) },
          ...(s.pathOf ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: s.pathOf!(sent++) }) }] } : {}),
        });
        const writes = await writer?.stop();
        const cpuAfter = processCpuMs(server.pid);
        const endedUs = Number(process.hrtime.bigint() / 1000n);
        const cpuPerRequest = cpuBefore === null || cpuAfter === null || r.requests.total === 0 ? null : (cpuAfter - cpuBefore) / r.requests.total;
        results.push({
          scenario: s.name,
          path: s.path,
          connections: r.connections,
          requests_per_second: Math.round(r.requests.average),
          server_cpu_ms_per_request: cpuPerRequest === null ? null : Math.round(cpuPerRequest * 1000) / 1000,
          latency_ms: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
          non_2xx: r.non2xx,
          errors: r.errors,
          ...(writes ? { writes } : {}),
          // When it ran on the monotonic clock (µs), to cut the server's CPU profile to it (bench/cpu-profile-summary.ts).
          ...(process.env.BENCH_CPU_PROF ? { monotonic_us: [startedUs, endedUs] } : {}),
        });
        console.log(`${s.name} (${s.connections} conn.): ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, server CPU ${cpuPerRequest?.toFixed(3)} ms/request`);
      }
      const at10 = (p: string, variant?: 'pathOf' | 'writesPerSecond') =>
        results.find((x) => {
          const s = scenarios.find((c) => c.name === x.scenario)!;
          return x.path === p && x.connections === 10 && (variant ? s[variant] !== undefined : s.pathOf === undefined && s.writesPerSecond === undefined);
        });
      const health10 = at10('/api/health');
      /** A list shape's requests per second and server CPU beside /api/health's, same run, 10 connections. */
      const beside = (listAt10: (typeof results)[number] | undefined) =>
        health10 && listAt10
          ? {
              path: listAt10.path,
              connections: 10,
              shed_list_requests_per_second: listAt10.requests_per_second,
              health_requests_per_second: health10.requests_per_second,
              share: Math.round((listAt10.requests_per_second / health10.requests_per_second) * 1000) / 1000,
              target_share: 0.25,
              shed_list_server_cpu_ms_per_request: listAt10.server_cpu_ms_per_request,
              health_server_cpu_ms_per_request: health10.server_cpu_ms_per_request,
            }
          : null;
      const shedListVsHealth = {
        filtered_ordered: beside(at10(listPath)),
        default_order: beside(at10(plainListPath)),
        // The same list as each request read it anew from the database, and while the company's sheds change.
        filtered_ordered_no_answer_kept: beside(at10(listPath, 'pathOf')),
        filtered_ordered_while_renaming_10_per_second: beside(at10(listPath, 'writesPerSecond')),
      };
      for (const [shape, figures] of Object.entries(shedListVsHealth)) {
        if (figures) console.log(`shed list (${shape}) at 10 connections: ${(figures.share * 100).toFixed(1)} % of /api/health's requests per second`);
      }
      return {
        database: target.env.DATABASE_URL ? 'postgres' : 'pglite',
        target: { p99_ms_max: 25, connections: CONNECTIONS, note: 'shed list and batch detail on 1,000 sheds, real PostgreSQL, 2 cores' },
        sanity_target: {
          p99_ms_max: 50,
          response_bytes: sanityBytes,
          note: 'sanity of a 50-day broiler batch in 4 divisions (an S0 and a D0 sensor each) at 10-minute readings, one user, real PostgreSQL, 2 cores',
        },
        data: { sheds: SHEDS, days: DAYS, simulate_seconds: load.seconds, rows: load.rows },
        duration_s: seconds,
        shed_list_vs_health: shedListVsHealth,
        results,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}
