// The long-history benchmark: the current batch's dashboards and the shed list on a PostgreSQL
// database that also holds two years of past batches' readings ("year two"), against the same calls
// on one that holds only the current 50 days ("fresh"), and one month's retention drop.
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/open-database';
import { companies } from '../apps/server/src/db/schema';
import { ReadingPartitions } from '../apps/server/src/jobs/reading-partitions.job';
import { dropMonthPartition, listMonthPartitions, PARTITIONED_READINGS } from '../apps/server/src/repositories/reading-partitions.repository';
import { loadFarm, simulateFarms } from '../apps/server/src/services/demo/simulation.service';
import { seedDemo } from '../apps/server/src/services/demo/demo-seed.service';
import { adminQuery, withDatabase } from '../apps/server/test/helpers/postgres-admin';
import { startServerProcess } from '../apps/server/test/helpers/server-process';
import { planHistory, writeHistory } from './history-data';
import { LONG_BATCH_FARM, LONG_BATCH_SHED } from './long-batch-farm';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Sheds simulated for the current batch; each also gets PAST_BATCHES past batches. */
const SHEDS = Number(process.env.BENCH_HISTORY_SHEDS ?? 80);
/** 12 cycles of 65 days: 780 days, over two years. */
const PAST_BATCHES = Number(process.env.BENCH_HISTORY_BATCHES ?? 12);
const REQUESTS = Number(process.env.BENCH_HISTORY_REQUESTS ?? 400);
const ROUNDS = 8;
const MAX_GENERATION_MINUTES = Number(process.env.BENCH_HISTORY_MAX_MINUTES ?? 45);
/** Past retention of the benchmark company: nothing expires while it is measured. */
const RETENTION_MONTHS = 36;
const TARGET = { p50_ratio_max: 1.2, p99_ratio_max: 1.5, drop_seconds_max: 1 };

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresReachable() {
  try {
    await adminQuery(POSTGRES_URL, 'select 1');
    return true;
  } catch (err) {
    console.warn(`history benchmark skipped: PostgreSQL not reachable at ${POSTGRES_URL} (${(err as Error).message}). Set BENCH_DATABASE_URL.`);
    return false;
  }
}

/** The current batch, simulated once: SHEDS random sheds and the 50-day broiler batch over the last 50 days. */
async function simulateCurrentBatch(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await seedDemo(database.db);
    const started = performance.now();
    const now = new Date();
    const report = await simulateFarms(database.db, { company: 'Demo', sheds: SHEDS, days: 50, seed: 1, now });
    await loadFarm(database.db, report.companyId, LONG_BATCH_FARM, { seed: 1, now, historyDays: 50, readingIntervalMinutes: 10 });
    await database.db.update(companies).set({ readingsRetentionMonths: RETENTION_MONTHS });
    // The months' partitions, as the server's job makes them, before the database is vacuumed and copied.
    await new ReadingPartitions(database, { intervalMs: 0 }).runOnce(now);
    return { now, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** Rows of each reading table: counted, or as the last ANALYZE estimated them (tens of millions take minutes to count on a busy machine). */
async function readingCounts(url: string, exact: boolean) {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of PARTITIONED_READINGS) {
      const query = exact
        ? `select count(*) as n from ${table.name}`
        : `select sum(greatest(c.reltuples, 0))::bigint as n from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = '${table.name}'::regclass`;
      const { rows } = await client.query<{ n: string }>(query);
      counts[table.name] = Number(rows[0]!.n);
    }
    return counts;
  });
}

/** Bytes on disk (heap, indexes, TOAST) of every partition of each reading table. */
async function readingBytes(url: string) {
  return withClient(url, async (client) => {
    const bytes: Record<string, number> = {};
    for (const table of PARTITIONED_READINGS) {
      const { rows } = await client.query<{ n: string }>(
        `select coalesce(sum(pg_total_relation_size(inhrelid)), 0) as n from pg_inherits where inhparent = $1::regclass`,
        [table.name],
      );
      bytes[table.name] = Number(rows[0]!.n);
    }
    return bytes;
  });
}

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

async function buildYearTwo(url: string, now: Date) {
  const started = performance.now();
  const plan = await withClient(url, (client) => planHistory(client, PAST_BATCHES, now));
  console.log(`history: ${plan.chunks.length} chunks, about ${(plan.expectedRows / 1e6).toFixed(1)} million readings from ${plan.firstReading.toISOString().slice(0, 10)}`);
  let estimateMinutes = 0;
  const written = await writeHistory(url, plan.chunks, 2, (sample) => {
    // Two sessions after the sample: at best twice the sample's rate, on a shared machine about one and a half times.
    estimateMinutes = (plan.expectedRows / sample.rows) * sample.seconds / 1.5 / 60;
    console.log(`sample: ${sample.rows} ${sample.table} rows in ${sample.seconds.toFixed(1)} s; the whole history in about ${estimateMinutes.toFixed(1)} min`);
    if (estimateMinutes > MAX_GENERATION_MINUTES) throw new Error(`history would take about ${estimateMinutes.toFixed(0)} min (> ${MAX_GENERATION_MINUTES}): lower BENCH_HISTORY_SHEDS`);
  });
  const writeSeconds = (performance.now() - started) / 1000;
  const vacuumStarted = performance.now();
  await withClient(url, async (client) => {
    await client.query('drop table bench_past_batches, bench_past_divisions, bench_past_silos, bench_past_water');
    await client.query('vacuum (analyze)');
  });
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  return {
    first_reading: plan.firstReading.toISOString(),
    past_batches_per_shed: PAST_BATCHES,
    sample: { ...written.sample, seconds: round(written.sample.seconds), estimate_minutes: round(estimateMinutes, 1) },
    rows_written: written.rowsByTable,
    write_seconds: round(writeSeconds, 1),
    vacuum_analyze_seconds: round(vacuumSeconds, 1),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Server {
  url: string;
  auth: Record<string, string>;
}

async function timedGet(server: Server, path: string) {
  const started = performance.now();
  const res = await fetch(server.url + path, { headers: server.auth });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
}

/**
 * One call on both databases, one request at a time, in alternating rounds so that the shared
 * machine's load changes fall on both alike.
 */
async function compare(name: string, path: string, fresh: Server, yearTwo: Server) {
  const latencies = { fresh: [] as number[], year_two: [] as number[] };
  for (let i = 0; i < 20; i++) {
    await timedGet(fresh, path);
    await timedGet(yearTwo, path);
  }
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? (['fresh', 'year_two'] as const) : (['year_two', 'fresh'] as const);
    for (const which of order) {
      for (let i = 0; i < perRound; i++) latencies[which].push(await timedGet(which === 'fresh' ? fresh : yearTwo, path));
    }
  }
  const figures = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { requests: list.length, p50_ms: round(percentile(sorted, 50)), p99_ms: round(percentile(sorted, 99)), max_ms: round(sorted.at(-1)!) };
  };
  const f = figures(latencies.fresh);
  const y = figures(latencies.year_two);
  const ratios = { p50: round(y.p50_ms / f.p50_ms), p99: round(y.p99_ms / f.p99_ms) };
  const meets = ratios.p50 <= TARGET.p50_ratio_max && ratios.p99 <= TARGET.p99_ratio_max;
  console.log(`${name}: fresh p50 ${f.p50_ms} p99 ${f.p99_ms} | year two p50 ${y.p50_ms} p99 ${y.p99_ms} | ratio ${ratios.p50} / ${ratios.p99}${meets ? '' : '  MISSES'}`);
  return { call: name, path, fresh: f, year_two: y, ratio: ratios, meets_target: meets };
}

async function signIn(url: string): Promise<Server> {
  const res = await fetch(`${url}/api/v1/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tecnico', password: 'plantel' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  const { access } = (await res.json()) as { access: string };
  return { url, auth: { authorization: `Bearer ${access}` } };
}

async function measureCalls(freshUrl: string, yearTwoUrl: string) {
  const env = {
    PLANTEL_DEMO: 'false',
    PLANTEL_WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
    PLANTEL_LOGIN_MAX_PER_USER: '1000000',
    PLANTEL_LOGIN_MAX_PER_CLIENT: '1000000',
    PLANTEL_ALERTS_INTERVAL_SECONDS: '0',
  };
  const freshProcess = await startServerProcess({ ...env, DATABASE_URL: freshUrl });
  const yearTwoProcess = await startServerProcess({ ...env, DATABASE_URL: yearTwoUrl });
  try {
    // The start-up alert evaluation and partition job finish before anything is timed.
    await sleep(15_000);
    const fresh = await signIn(freshProcess.url);
    const yearTwo = await signIn(yearTwoProcess.url);
    const search = `/api/v2/sheds/sanity?module=frangos_de_corte&search=${encodeURIComponent(LONG_BATCH_SHED)}`;
    const found = (await (await fetch(fresh.url + search, { headers: fresh.auth })).json()) as { results: { last_batch: number }[] };
    const batch = found.results[0]!.last_batch;
    const loadBefore = os.loadavg();
    const calls = [
      await compare('batch performance dashboard', `/api/v2/batches/${batch}/performance`, fresh, yearTwo),
      await compare('batch sanity dashboard', `/api/v2/batches/${batch}/sanity`, fresh, yearTwo),
      await compare('batch nutrition dashboard', `/api/v2/batches/${batch}/nutrition`, fresh, yearTwo),
      await compare('shed list: performance, lodged, weight > 500 g, by weight desc, 25 per page', '/api/v2/sheds/performance?limit=25&stage=lodged&weight__gt=500&ordering=-weight', fresh, yearTwo),
    ];
    return { batch, calls, load_average_1m: { before: round(loadBefore[0]!), after: round(os.loadavg()[0]!) } };
  } finally {
    await freshProcess.stop();
    await yearTwoProcess.stop();
  }
}

/** One month (the oldest whole month) dropped from every reading table by the retention repository's detach + drop. */
async function measureDrop(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    const perTable: { table: string; partition: string; rows: number; bytes: number; seconds: number }[] = [];
    for (const table of PARTITIONED_READINGS) {
      const partition = (await listMonthPartitions(database.db, table))[1];
      if (!partition) continue;
      const size = await withClient(url, async (client) =>
        (await client.query<{ rows: string; bytes: string }>(`select (select count(*) from ${partition.table}) as rows, pg_total_relation_size('${partition.table}') as bytes`)).rows[0]!,
      );
      const [rows, bytes] = [Number(size.rows), Number(size.bytes)];
      const started = performance.now();
      await dropMonthPartition(database.db, table, partition);
      perTable.push({ table: table.name, partition: partition.table, rows, bytes, seconds: round((performance.now() - started) / 1000, 3) });
    }
    const seconds = round(perTable.reduce((a, t) => a + t.seconds, 0), 3);
    console.log(`retention drop of one month (${perTable[0]?.partition}): ${seconds} s for ${sum(Object.fromEntries(perTable.map((t) => [t.table, t.rows])))} readings`);
    return { month: perTable[0]?.partition.slice(-7), seconds, meets_target: seconds < TARGET.drop_seconds_max, per_table: perTable };
  } finally {
    await database.close();
  }
}

async function createTemplateCopy(source: string, copy: string) {
  // The simulator's connections may take a moment to go away.
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminQuery(POSTGRES_URL, `CREATE DATABASE "${copy}" TEMPLATE "${source}"`);
    } catch (err) {
      if (attempt >= 20) throw err;
      await sleep(500);
    }
  }
}

/** Measures, without building them again, the two databases an earlier run kept (BENCH_KEEP=1): its process id. */
const REUSE = process.env.BENCH_HISTORY_REUSE;

export async function runHistoryBench() {
  if (!(await postgresReachable())) return { skipped: `PostgreSQL not reachable at ${POSTGRES_URL}` };
  const suffix = REUSE ?? String(process.pid);
  const freshName = `plantel_history_fresh_${suffix}`;
  const yearTwoName = `plantel_history_year_two_${suffix}`;
  const freshUrl = withDatabase(POSTGRES_URL, freshName);
  const yearTwoUrl = withDatabase(POSTGRES_URL, yearTwoName);
  if (!REUSE) await adminQuery(POSTGRES_URL, `CREATE DATABASE "${freshName}"`);
  try {
    let simulateSeconds: number | null = null;
    let generation: object;
    if (REUSE) {
      await withClient(yearTwoUrl, (client) => client.query('drop table if exists bench_past_batches, bench_past_divisions, bench_past_silos, bench_past_water'));
      const started = performance.now();
      await withClient(yearTwoUrl, (client) => client.query('analyze'));
      generation = { reused_databases_of_run: REUSE, analyze_seconds: round((performance.now() - started) / 1000, 1) };
    } else {
      const simulated = await simulateCurrentBatch(freshUrl);
      simulateSeconds = round(simulated.seconds, 1);
      console.log(`current batch: ${SHEDS} sheds and the 50-day batch simulated in ${simulated.seconds.toFixed(1)} s`);
      await withClient(freshUrl, (client) => client.query('vacuum (analyze)'));
      await createTemplateCopy(freshName, yearTwoName);
      generation = await buildYearTwo(yearTwoUrl, simulated.now);
    }
    const [freshRows, yearTwoRows, yearTwoBytes] = [await readingCounts(freshUrl, true), await readingCounts(yearTwoUrl, !REUSE), await readingBytes(yearTwoUrl)];
    const totalRows = sum(yearTwoRows);
    const historyRows = totalRows - sum(freshRows);
    const historySheds = Number(await withClient(yearTwoUrl, async (c) => (await c.query<{ n: string }>("select count(distinct shed_id) as n from batches where stage = 'slaughter' and identification like '%-H%'")).rows[0]!.n));
    const historyDays = PAST_BATCHES * 65;
    console.log(`year two: ${(totalRows / 1e6).toFixed(1)} million readings, ${(sum(yearTwoBytes) / 2 ** 30).toFixed(1)} GiB`);
    const measured = await measureCalls(freshUrl, yearTwoUrl);
    const drop = await measureDrop(yearTwoUrl);
    return {
      database: 'postgres',
      postgres: await withClient(POSTGRES_URL, async (c) => (await c.query<{ v: string }>('select version() as v')).rows[0]!.v),
      target: { ...TARGET, note: 'each dashboard call of the current batch at year two against the same call on a database with only its 50 days; one month dropped by detach + drop' },
      data: {
        sheds: SHEDS,
        simulate_seconds: simulateSeconds,
        fresh_rows: freshRows,
        year_two_rows: yearTwoRows,
        year_two_rows_counted: !REUSE,
        year_two_total_rows: totalRows,
        year_two_bytes: yearTwoBytes,
        bytes_per_row: Object.fromEntries(Object.entries(yearTwoBytes).filter(([t]) => yearTwoRows[t]).map(([t, b]) => [t, round(b / yearTwoRows[t]!, 1)])),
        history: { ...generation, sheds: historySheds, days: historyDays, rows: historyRows, rows_per_shed_day: round(historyRows / (historySheds * historyDays), 1) },
      },
      requests_per_call_and_database: REQUESTS,
      batch: measured.batch,
      load_average_1m: measured.load_average_1m,
      calls: measured.calls,
      all_meet_target: measured.calls.every((c) => c.meets_target),
      retention_drop: drop,
    };
  } finally {
    if (process.env.BENCH_KEEP === '1') {
      console.log(`kept ${freshName} and ${yearTwoName}`);
    } else {
      await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS "${yearTwoName}" WITH (FORCE)`);
      await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS "${freshName}" WITH (FORCE)`);
    }
  }
}
