// Telemetry ingestion: sustained readings/s over HTTP (batches of 500) and over MQTT, into PostgreSQL
// and into PGlite, with acknowledgement latency; then a crash test (kill -9 mid-stream, restart, resend
// everything) that checks every acknowledged reading is stored exactly once.
import fs from 'node:fs';
import mqtt from 'mqtt';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/open-database';
import { rowsOf } from '../apps/server/src/repositories/sql-text';
import { issueKeyFromCli } from '../apps/server/src/services/telemetry/devices.service';
import { simulateFarms } from '../apps/server/src/services/demo/simulation.service';
import { startTestBroker } from '../apps/server/test/helpers/mqtt-broker';
import { startServerProcess } from '../apps/server/test/helpers/server-process';
import { benchDatabases, type Target } from './bench-databases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 500;
const HTTP_CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 6);
const MQTT_IN_FLIGHT = 8;
interface Farm {
  key: string;
  company: number;
  /** Climate sensors (S0) placed in a box of a batch housed for more than two days. */
  devices: number[];
  /** Each sensor's box (batch division), where its readings are stored. */
  divisionOf: Map<number, number>;
}

/** 60 simulated sheds, a gateway key, and the S0 sensors whose readings land in a housed batch. */
async function prepareFarm(config: Target['config']): Promise<Farm> {
  const database = await openDatabase(config);
  try {
    const report = await simulateFarms(database.db, { company: 'Bancada', sheds: 60, days: 3, seed: 7 });
    const key = await issueKeyFromCli(database.db, report.companyId, { gateway: 'bench' });
    const placed = rowsOf<{ id: number; division_id: number }>(
      await database.db.execute(sql`
        select dv.id, d.id as division_id from devices dv
        join batches b on b.shed_id = dv.shed_id and b.closing_date is null and b.opening_date < now() - interval '2 days'
        join batch_divisions d on d.batch_id = b.id and d.identification = dv.position
        where dv.company_id = ${report.companyId} and dv.type = 'S0'`),
    );
    return { key: key.key, company: report.companyId, devices: placed.map((r) => r.id), divisionOf: new Map(placed.map((r) => [r.id, r.division_id])) };
  } finally {
    await database.close();
  }
}

/** Reading n of a run: devices take turns, each reading a second before the previous of its device. */
function readingsFrom(farm: Farm, run: string, start: number, count: number, until: number) {
  return Array.from({ length: count }, (_, k) => {
    const n = start + k;
    const device = farm.devices[n % farm.devices.length]!;
    const t = until - Math.floor(n / farm.devices.length) * 1000;
    return { device, message_id: `${run}-${n}`, device_time: new Date(t).toISOString(), values: { environment_temperature: 24 + (n % 7) / 10, humidity: 60 + (n % 5) } };
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : null;
};

/** CPU seconds a process has used (Linux: utime + stime of /proc/<pid>/stat); null elsewhere. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Where a run's CPU goes, per reading written: the server process (with PGlite, the database too),
 * PostgreSQL's backends of the benchmark database (ingest, alert engine, summaries) and this process,
 * the load generator. Readings/s move with whatever else the machine runs; these much less.
 */
async function cpuMeter(serverPid: number, databaseUrl: string | undefined) {
  if (cpuSecondsOf(process.pid) === null) return { stop: async () => null };
  const client = databaseUrl ? new pg.Client(databaseUrl) : null;
  await client?.connect();
  const backends = async () =>
    client ? (await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid) : [];
  const server = cpuSecondsOf(serverPid)!;
  const generator = process.cpuUsage();
  const postgres = new Map((await backends()).map((pid) => [pid, cpuSecondsOf(pid) ?? 0]));
  return {
    async stop(readings: number) {
      const serverSeconds = (cpuSecondsOf(serverPid) ?? server) - server;
      const used = process.cpuUsage(generator);
      let postgresSeconds = 0;
      // Backends that opened during the run count from zero.
      for (const pid of await backends()) postgresSeconds += (cpuSecondsOf(pid) ?? 0) - (postgres.get(pid) ?? 0);
      await client?.end();
      const perReading = (seconds: number) => Math.round((seconds * 1e6 * 10) / Math.max(1, readings)) / 10;
      return {
        server_process: perReading(serverSeconds),
        postgres_backends: client ? perReading(postgresSeconds) : null,
        load_generator: perReading((used.user + used.system) / 1e6),
      };
    },
  };
}

/** Readings end a little before now, on .777 of a second, so they never meet the simulator's. */
const runEnd = () => Math.floor(Date.now() / 1000) * 1000 - 60_000 + 777;
/** The crash test's readings fall on .555 of a second, apart from the load phases'. */
const CRASH_MS = 555;

async function httpLoad(url: string, farm: Farm, run: string, seconds: number) {
  const until = runEnd();
  let next = 0;
  let accepted = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: HTTP_CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const readings = readingsFrom(farm, run, next, BATCH, until);
        next += BATCH;
        const sent = performance.now();
        const res = await fetch(`${url}/api/v2/telemetry`, { method: 'POST', headers: { authorization: `Bearer ${farm.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ readings }) });
        const body = (await res.json()) as { accepted: number };
        if (!res.ok) throw new Error(`ingest answered ${res.status}: ${JSON.stringify(body)}`);
        latencies.push(performance.now() - sent);
        accepted += body.accepted;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { transport: 'http', batch: BATCH, concurrency: HTTP_CONCURRENCY, seconds: Math.round(elapsed * 10) / 10, readings: accepted, readings_per_second: Math.round(accepted / elapsed), ack_p50_ms: percentile(latencies, 50), ack_p99_ms: percentile(latencies, 99), requests: latencies.length };
}

/**
 * The database's own ceiling for the same readings: the rows Plantel stores for each (its receipt, its
 * S0 row and its enthalpy) written by plain multi-row INSERTs straight into the same PostgreSQL, with
 * no server, no JSON and no duplicate check. A batch of 500 is one transaction of three statements in
 * one round trip, at the HTTP load's concurrency.
 */
async function plainInsertCeiling(databaseUrl: string, farm: Farm, seconds: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: HTTP_CONCURRENCY });
  const until = runEnd();
  let next = 0;
  let written = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: HTTP_CONCURRENCY }, async () => {
        while (performance.now() < deadline) {
          const readings = readingsFrom(farm, 'plain', next, BATCH, until);
          next += BATCH;
          const receipts: string[] = [];
          const s0: string[] = [];
          const enthalpy: string[] = [];
          for (const r of readings) {
            const place = `${r.device}, ${farm.divisionOf.get(r.device)}, '${r.device_time}', 10`;
            receipts.push(`(${r.device}, '${r.message_id}', '${r.device_time}')`);
            s0.push(`(${place}, ${r.values.environment_temperature}, ${r.values.humidity})`);
            enthalpy.push(`(${place}, 60.5, 0)`);
          }
          await pool.query(`begin;
            insert into telemetry_receipts (device_id, message_id, measured_at) values ${receipts.join(',')};
            insert into s0_readings (device_id, division_id, measured_at, age, environment_temperature, humidity) values ${s0.join(',')};
            insert into enthalpy_readings (device_id, division_id, measured_at, age, value, code) values ${enthalpy.join(',')};
            commit`);
          written += readings.length;
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const elapsed = (performance.now() - started) / 1000;
  return { method: 'plain multi-row INSERT', batch: BATCH, concurrency: HTTP_CONCURRENCY, seconds: Math.round(elapsed * 10) / 10, readings: written, readings_per_second: Math.round(written / elapsed) };
}

/** MQTT: publish messages of 500 readings; the acknowledgement is Plantel's answer on the result topic (sent after commit). */
async function mqttLoad(brokerUrl: string, farm: Farm, run: string, seconds: number) {
  const client = await mqtt.connectAsync(brokerUrl, { clean: true });
  (client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true);
  const topic = `plantel/${farm.company}/gateway/telemetry`;
  await client.subscribeAsync(`${topic}/result`, { qos: 0 });
  const until = runEnd();
  // The bridge's connections answer in the order their transactions commit, not in the order of
  // publication: an answer is matched to its message by the message id of its first reading.
  const waiting = new Map<string, { resolve: (accepted: number) => void; reject: (err: Error) => void }>();
  client.on('message', (_topic, payload: Buffer) => {
    const answer = JSON.parse(payload.toString()) as { accepted?: number; items?: { message_id: string | null }[]; error?: string };
    const first = answer.items?.[0]?.message_id;
    if (answer.error || !first || !waiting.has(first)) {
      const err = new Error(`unexpected answer from the bridge: ${payload.toString().slice(0, 200)}`);
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
      return;
    }
    waiting.get(first)!.resolve(answer.accepted ?? 0);
    waiting.delete(first);
  });
  let next = 0;
  let accepted = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let chain = Promise.resolve();
  await Promise.all(
    Array.from({ length: MQTT_IN_FLIGHT }, async () => {
      while (performance.now() < deadline) {
        const readings = readingsFrom(farm, run, next, BATCH, until);
        next += BATCH;
        const sent = performance.now();
        const answered = new Promise<number>((resolve, reject) => {
          waiting.set(readings[0]!.message_id, { resolve, reject });
          setTimeout(() => reject(new Error('no answer from the MQTT bridge within 30 s')), 30_000).unref();
        });
        chain = chain.then(() => client.publishAsync(topic, JSON.stringify({ key: farm.key, readings }), { qos: 1 }).then(() => undefined));
        // Read the answer before adding: `accepted += await …` would add to the total as it was before the wait.
        const written = await answered;
        accepted += written;
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await client.endAsync();
  return { transport: 'mqtt', batch: BATCH, in_flight: MQTT_IN_FLIGHT, seconds: Math.round(elapsed * 10) / 10, readings: accepted, readings_per_second: Math.round(accepted / elapsed), ack_p50_ms: percentile(latencies, 50), ack_p99_ms: percentile(latencies, 99), messages: latencies.length };
}

/**
 * Streams batches, kills the server with SIGKILL after a while, restarts it, resends every batch
 * (acknowledged or not, as a device that never got its answer would), and counts what is stored.
 */
async function crashTest(target: Target, env: Record<string, string>, farm: Farm) {
  let server = await startServerProcess(env);
  // An hour back, and on a millisecond of its own: the load phases before it, which go further back
  // the faster the machine, write the same devices on .777 and are not counted as the crash's.
  const until = runEnd() - 3_600_000 - 777 + CRASH_MS;
  const sentBatches: number[] = [];
  const acked = new Set<number>();
  let next = 0;
  let killed = false;
  const workers = Array.from({ length: HTTP_CONCURRENCY }, async () => {
    while (!killed) {
      const start = next;
      next += BATCH;
      sentBatches.push(start);
      try {
        const res = await fetch(`${server.url}/api/v2/telemetry`, {
          method: 'POST',
          headers: { authorization: `Bearer ${farm.key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ readings: readingsFrom(farm, 'crash', start, BATCH, until) }),
        });
        if (res.ok) {
          await res.json();
          acked.add(start);
        }
      } catch {
        // The server died with this request in flight: no answer, so not acknowledged.
      }
    }
  });
  await new Promise((r) => setTimeout(r, 3000));
  killed = true;
  await server.kill();
  await Promise.all(workers);
  const restartedAt = performance.now();
  for (let attempt = 0; ; attempt++) {
    try {
      server = await startServerProcess(env);
      break;
    } catch (err) {
      // PGlite's data-directory lock of the killed process goes stale after a few seconds.
      if (attempt > 10) throw err;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  const restartSeconds = Math.round((performance.now() - restartedAt) / 100) / 10;
  let duplicates = 0;
  let acceptedOnResend = 0;
  for (const start of sentBatches) {
    const res = await fetch(`${server.url}/api/v2/telemetry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${farm.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ readings: readingsFrom(farm, 'crash', start, BATCH, until) }),
    });
    const body = (await res.json()) as { accepted: number; duplicates: number };
    if (acked.has(start) && body.duplicates !== BATCH) throw new Error(`batch ${start} was acknowledged before the crash but ${BATCH - body.duplicates} of its readings were missing`);
    duplicates += body.duplicates;
    acceptedOnResend += body.accepted;
  }
  await server.stop();

  const database = await openDatabase(target.config);
  try {
    const [stored] = rowsOf<{ rows: number; distinct_keys: number }>(
      await database.db.execute(sql`
        select count(*)::int as rows, count(distinct (device_id, measured_at))::int as distinct_keys
        from s0_readings where measured_at <= to_timestamp(${until / 1000}) and (extract(milliseconds from measured_at)::int % 1000) = ${CRASH_MS}
          and measured_at > to_timestamp(${(until - 3_600_000) / 1000})`),
    );
    const expected = sentBatches.length * BATCH;
    const result = {
      batches_sent: sentBatches.length,
      batches_acknowledged_before_kill: acked.size,
      readings_sent: expected,
      readings_acknowledged_before_kill: acked.size * BATCH,
      resend_duplicates: duplicates,
      resend_accepted: acceptedOnResend,
      stored_rows: stored!.rows,
      stored_distinct: stored!.distinct_keys,
      restart_seconds: restartSeconds,
      every_acknowledged_reading_stored_once: stored!.rows === expected && stored!.distinct_keys === expected,
    };
    if (!result.every_acknowledged_reading_stored_once) throw new Error(`crash test failed: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await database.close();
  }
}

export async function runIngestBench() {
  const broker = await startTestBroker();
  const engines = [];
  for (const target of await benchDatabases('ingest')) {
    try {
      const farm = await prepareFarm(target.config);
      console.log(`${target.engine}: ${farm.devices.length} S0 sensors in housed sheds`);
      const env = {
        ...target.env,
        PLANTEL_DEMO: 'false',
        PLANTEL_WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
        // A share group per engine: the broker keeps queueing for the other engine's (now gone) sessions.
        ...(broker ? { MQTT_URL: broker.url, PLANTEL_MQTT_CLIENT_ID: `bench-${target.engine}`, PLANTEL_MQTT_SHARE_GROUP: `bench-${target.engine}` } : {}),
      };
      const server = await startServerProcess(env);
      let http;
      let overMqtt = null;
      let ceiling = null;
      try {
        if (target.config.databaseUrl) {
          ceiling = await plainInsertCeiling(target.config.databaseUrl, farm, SECONDS);
          console.log(`  the database's own ceiling: ${ceiling.readings_per_second} readings/s`);
        }
        let meter = await cpuMeter(server.pid, target.config.databaseUrl);
        const overHttp = await httpLoad(server.url, farm, 'http', SECONDS);
        http = { ...overHttp, cpu_us_per_reading: await meter.stop(overHttp.readings) };
        console.log(`  HTTP: ${http.readings_per_second} readings/s, ack p99 ${http.ack_p99_ms} ms, CPU µs per reading ${JSON.stringify(http.cpu_us_per_reading)}`);
        if (broker) {
          meter = await cpuMeter(server.pid, target.config.databaseUrl);
          const load = await mqttLoad(broker.url, farm, 'mqtt', SECONDS);
          overMqtt = { ...load, cpu_us_per_reading: await meter.stop(load.readings) };
          console.log(`  MQTT: ${overMqtt.readings_per_second} readings/s, ack p99 ${overMqtt.ack_p99_ms} ms, CPU µs per reading ${JSON.stringify(overMqtt.cpu_us_per_reading)}`);
        }
      } finally {
        await server.stop();
      }
      const crash = await crashTest(target, env, farm);
      console.log(`  crash test: ${crash.readings_acknowledged_before_kill} readings acknowledged before kill -9, ${crash.stored_rows} stored for ${crash.readings_sent} sent, each once`);
      const shareOf = (readingsPerSecond: number | undefined) => (ceiling && readingsPerSecond !== undefined ? Math.round((1000 * readingsPerSecond) / ceiling.readings_per_second) / 10 : null);
      engines.push({
        engine: target.engine,
        sensors: farm.devices.length,
        database_ceiling: ceiling ?? 'not measured: the embedded database runs inside the server process',
        percent_of_database_ceiling: ceiling ? { http: shareOf(http?.readings_per_second), mqtt: shareOf(overMqtt?.readings_per_second), target: 50 } : null,
        http,
        mqtt: overMqtt ?? 'skipped: Mosquitto is not installed',
        crash_test: crash,
      });
    } finally {
      await target.drop();
    }
  }
  await broker?.stop();
  return {
    target: 'on PostgreSQL, ≥ 50 % of the database’s own ceiling (the same rows by plain multi-row INSERTs, measured in the same run); every acknowledged reading stored exactly once after kill -9',
    note: 'Server, database, broker and load generator share the machine (and whatever else runs on it: readings/s move with that, CPU µs per reading much less). Each reading is one S0 sensor message (temperature and humidity) with its own message id, placed in its batch and box, with its enthalpy derived. cpu_us_per_reading: the server process (with PGlite, the database as well), PostgreSQL backends of the benchmark database (ingest, alert engine, summaries) and the load generator; Mosquitto is not counted.',
    engines,
  };
}
