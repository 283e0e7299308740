// Exports: time to the last byte and the server's peak memory (RSS) while it writes a large shed list
// and a long alert history as CSV and as xlsx, on PostgreSQL and on PGlite. The file is read as it
// comes; the server's memory should grow by about a chunk, not by the file.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/open-database';
import { simulateFarms } from '../apps/server/src/services/demo/simulation.service';
import { seedDemo } from '../apps/server/src/services/demo/demo-seed.service';
import { startServerProcess } from '../apps/server/test/helpers/server-process';
import { benchDatabases, type Target } from './bench-databases';

const SHEDS = Number(process.env.BENCH_EXPORT_SHEDS ?? 2000);
const ALERTS = Number(process.env.BENCH_EXPORT_ALERTS ?? 100_000);
const COMPANY = 'Demo';

async function prepare(target: Target) {
  const database = await openDatabase(target.config);
  try {
    await seedDemo(database.db);
    const farm = await simulateFarms(database.db, { company: COMPANY, sheds: SHEDS, days: 1, seed: 1, readingIntervalMinutes: 60 });
    // A long history: alerts every few minutes over years, a few at the same instant.
    await database.db.execute(sql`
      insert into alerts (company_id, shed_id, type, subtype, subject, severity, params, age, state, occurred_at, last_seen_at, resolved_at)
      select ${farm.companyId}, farm.sheds[1 + i % array_length(farm.sheds, 1)], 'Ambiência', 'temperature_high', 'bench:' || i, 'warning',
             jsonb_build_object('division', 'Box 1', 'value', 31.5, 'min', 22, 'max', 28), 20, 'resolved', at, at, at + interval '2 hours'
      from generate_series(1, ${ALERTS}::int) as i
      cross join lateral (select timestamptz '2025-01-01 00:00:00+00' - (i / 3) * interval '7 minutes' as at) as moment
      cross join (select array_agg(id order by id) as sheds from sheds where company_id = ${farm.companyId} and production_type_external_id = 3) as farm`);
    await database.db.execute(sql`analyze alerts`);
  } finally {
    await database.close();
  }
}

/** The resident memory of a process, MiB (Linux). */
function rssMiB(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

async function measure(base: string, pid: number, headers: Record<string, string>, name: string, path: string) {
  const baseline = rssMiB(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 10);
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body!) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
  const result = {
    export: name,
    seconds: round(seconds, 2),
    file_mib: round(bytes / 2 ** 20, 2),
    ...(path.includes('format=csv') ? { rows: lines - 1 } : {}),
    rss_before_mib: round(baseline),
    rss_peak_mib: round(peak),
    rss_growth_mib: round(peak - baseline),
  };
  console.log(`  ${name}: ${result.seconds} s, ${result.file_mib} MiB file, RSS ${result.rss_before_mib} → ${result.rss_peak_mib} MiB`);
  return result;
}

export async function runExportBench() {
  const engines = [];
  for (const target of await benchDatabases('export')) {
    try {
      const started = performance.now();
      await prepare(target);
      console.log(`${target.engine}: ${SHEDS} sheds and ${ALERTS} alerts loaded in ${Math.round((performance.now() - started) / 1000)} s`);
      const server = await startServerProcess({ ...target.env, PLANTEL_DEMO: 'false', PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', PLANTEL_ALERTS_INTERVAL_SECONDS: '0' });
      try {
        const login = await fetch(`${server.url}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'plantel' }) });
        const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
        // One warm-up export loads the code paths; not reported.
        await (await fetch(`${server.url}/api/v2/exports/sheds/performance?format=xlsx&lang=en&stage=lodged`, { headers })).arrayBuffer();
        const runs = [];
        for (const format of ['csv', 'xlsx']) {
          runs.push(await measure(server.url, server.pid, headers, `shed list (every stage) ${format}`, `/api/v2/exports/sheds/lodged?stage=lodged,pre_lodged,empty_batch&ordering=-weight&format=${format}&lang=pt-BR`));
          runs.push(await measure(server.url, server.pid, headers, `alert history ${format}`, `/api/v2/exports/alerts/history?format=${format}&lang=pt-BR`));
        }
        engines.push({ engine: target.engine, runs });
      } finally {
        await server.stop();
      }
    } finally {
      await target.drop();
    }
  }
  return {
    data: { sheds: SHEDS, alerts: ALERTS },
    note: "One export at a time from a separate server process, read as it arrives; RSS sampled every 10 ms from /proc, so its growth includes garbage the collector has not taken yet (the live heap stays within 2 MiB through a 16 MiB CSV). Server, database and client share the machine.",
    engines,
  };
}
