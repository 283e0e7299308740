// Batch report: how long the server takes to build the PDF of a 50-day broiler batch (4 divisions, S0
// and D0 sensors every 10 minutes, deliveries, alerts, forecast), request to last byte, on PostgreSQL
// and on PGlite.
import { openDatabase } from '../apps/server/src/db/open-database';
import { loadFarm } from '../apps/server/src/services/demo/simulation.service';
import { seedDemo } from '../apps/server/src/services/demo/demo-seed.service';
import { startServerProcess } from '../apps/server/test/helpers/server-process';
import { benchDatabases, type Target } from './bench-databases';
import { LONG_BATCH_FARM, LONG_BATCH_SHED } from './long-batch-farm';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);
const TARGET_MS = 5000;

async function prepare(target: Target) {
  const database = await openDatabase(target.config);
  try {
    await seedDemo(database.db);
    const companyId = (await database.db.query.companies.findFirst({ where: (c, { eq }) => eq(c.name, 'Demo') }))!.id;
    await loadFarm(database.db, companyId, LONG_BATCH_FARM, { seed: 1, now: new Date(), historyDays: 50, readingIntervalMinutes: 10 });
  } finally {
    await database.close();
  }
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(base: string) {
  const login = await fetch(`${base}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'tecnico', password: 'plantel' }) });
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const list = (await (await fetch(`${base}/api/v2/sheds/performance?module=frangos_de_corte&search=${encodeURIComponent(LONG_BATCH_SHED)}`, { headers })).json()) as { results: { last_batch: number; age: number }[] };
  const batch = list.results[0]!;
  const url = `${base}/api/v2/batches/${batch.last_batch}/report?format=pdf&lang=pt-BR`;
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${new TextDecoder().decode(body)}`);
    // The first request also loads fonts and chart code: reported apart, not in the percentiles.
    if (run === 0) console.log(`  first report: ${Math.round(performance.now() - started)} ms`);
    else times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return { batch_age_days: batch.age, runs: RUNS, pdf_bytes: bytes, p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)), max_ms: round(sorted.at(-1)!) };
}

export async function runReportBench() {
  const engines = [];
  for (const target of await benchDatabases('report')) {
    try {
      await prepare(target);
      const server = await startServerProcess({ ...target.env, PLANTEL_DEMO: 'false', PLANTEL_WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', PLANTEL_ALERTS_INTERVAL_SECONDS: '0' });
      try {
        const result = await measure(server.url);
        console.log(`${target.engine}: ${result.batch_age_days}-day batch report p50 ${result.p50_ms} ms, p95 ${result.p95_ms} ms, ${result.pdf_bytes} bytes`);
        engines.push({ engine: target.engine, ...result, meets_target: result.p95_ms < TARGET_MS });
      } finally {
        await server.stop();
      }
    } finally {
      await target.drop();
    }
  }
  return {
    target: `a 50-day broiler batch report in under ${TARGET_MS / 1000} s`,
    note: 'Sequential requests by one user from request to last byte, after one warm-up request; server, database and client share the machine.',
    engines,
  };
}
